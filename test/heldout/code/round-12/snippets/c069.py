from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def highlight(text: str, term: str) -> str:
    if not term:
        return text
    return mark_safe(text.replace(term, f"<mark>{term}</mark>"))


def search_view(request):
    term = request.GET.get("q", "").strip()
    articles = Article.objects.filter(body__icontains=term)[:25] if term else []
    snippets = [highlight(a.body[:300], term) for a in articles]
    return render(request, "search.html", {"q": term, "snippets": snippets})
