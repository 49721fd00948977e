from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def search(request):
    q = request.GET.get("q", "")
    results = Article.objects.filter(title__icontains=q)[:20]
    banner = mark_safe(f"<p class='hint'>Results for <b>{q}</b></p>")
    return render(request, "search.html", {"results": results, "banner": banner})
