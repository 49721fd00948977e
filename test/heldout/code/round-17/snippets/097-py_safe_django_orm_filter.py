from django.http import JsonResponse
from .models import Ticket

ORDERINGS = {"new": "-created", "old": "created", "prio": "-priority"}


def ticket_list(request):
    key = request.GET.get("sort", "new")
    ordering = ORDERINGS.get(key, "-created")
    qs = Ticket.objects.filter(title__icontains=request.GET.get("q", "")).order_by(ordering)
    return JsonResponse({"tickets": list(qs.values("id", "title")[:50])})
