from django.http import JsonResponse

from .models import Article

SORTS = {"new": "-published_at", "old": "published_at", "title": "title"}


def article_list(request):
    sort = SORTS.get(request.GET.get("sort"), "-published_at")
    qs = Article.objects.filter(status="published")
    tag = request.GET.get("tag")
    if tag:
        qs = qs.filter(tags__slug=tag)
    qs = qs.order_by(sort)[:50]
    return JsonResponse({"articles": [{"id": a.id, "title": a.title} for a in qs]})
