from django.db.models.expressions import RawSQL
from django.http import JsonResponse

from .models import Listing


def ranked_listings(request):
    weight = request.GET.get("w", "1.0")
    qs = (
        Listing.objects.filter(active=True)
        .annotate(score=RawSQL(f"views * {weight} + likes", []))
        .order_by("-score")[:50]
    )
    return JsonResponse({"results": [{"id": l.id, "title": l.title, "score": l.score} for l in qs]})
