from django.shortcuts import get_object_or_404, render
from django.db.models import Q

from .models import Article


def article_search(request):
    term = request.GET.get("q", "").strip()
    qs = Article.objects.filter(published=True)
    if term:
        qs = qs.filter(Q(title__icontains=term) | Q(body__icontains=term))
    return render(request, "articles/search.html", {"results": qs[:50], "term": term})


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug, published=True)
    return render(request, "articles/detail.html", {"article": article})
