from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Ticket


@require_GET
def tickets_by_status(request):
    status = request.GET.get("status", "open")
    assignee = request.GET.get("assignee", "")
    tickets = Ticket.objects.raw(
        "SELECT * FROM helpdesk_ticket WHERE status = %s AND assignee_email = %s ORDER BY opened_at DESC",
        [status, assignee],
    )
    return JsonResponse({"tickets": [{"id": t.id, "title": t.title} for t in tickets]})
