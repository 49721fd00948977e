from django.http import JsonResponse

from .models import Article

ORDERINGS = {"new": "-published_at", "old": "published_at", "title": "title"}


def search_articles(request):
    term = request.GET.get("q", "")
    order = ORDERINGS.get(request.GET.get("order"), "-published_at")
    qs = Article.objects.filter(title__icontains=term).order_by(order)[:20]
    return JsonResponse({"results": [{"id": a.id, "title": a.title} for a in qs]})
