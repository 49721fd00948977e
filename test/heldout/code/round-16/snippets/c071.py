from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def search(request):
    q = request.GET.get("q", "").strip()
    results = Article.objects.filter(title__icontains=q)[:20] if q else []
    if results:
        banner = mark_safe("<p>Showing results for <b>%s</b></p>" % q)
    else:
        banner = mark_safe("<p>No results for <b>{}</b></p>".format(q))
    return render(request, "search.html", {"banner": banner, "results": results})
