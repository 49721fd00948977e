from django.http import JsonResponse

from .models import Ticket

SORTABLE = ("created", "-created", "priority", "-priority", "title")


def ticket_list(request):
    sort = request.GET.get("sort", "-created")
    if sort not in SORTABLE:
        sort = "-created"
    qs = Ticket.objects.filter(project_id=int(request.GET["project"])).order_by(sort)
    data = [{"id": t.id, "title": t.title, "priority": t.priority} for t in qs[:100]]
    return JsonResponse({"tickets": data})
