from django.http import JsonResponse
from .models import Ticket


def ticket_list(request):
    sort = request.GET.get("sort", "created")
    qs = Ticket.objects.filter(open=True).extra(order_by=[sort])
    return JsonResponse({"tickets": list(qs.values("id", "title")[:50])})
