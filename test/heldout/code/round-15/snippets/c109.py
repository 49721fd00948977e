from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Ticket


@require_GET
def ticket_list(request):
    sort = request.GET.get("sort", "created_at")
    qs = Ticket.objects.filter(project_id=int(request.GET["project"]))
    qs = qs.extra(select={"age": "now() - created_at"}, order_by=[sort])
    return JsonResponse({
        "tickets": [{"id": t.id, "title": t.title} for t in qs[:100]],
    })
