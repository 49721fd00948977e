from django.http import JsonResponse

from .models import Ticket


def ticket_list(request):
    sort = request.GET.get("sort", "-created")
    qs = Ticket.objects.filter(project_id=int(request.GET["project"]))
    qs = qs.extra(select={"age": "now() - created"}, order_by=[sort])
    data = [{"id": t.id, "title": t.title, "age": str(t.age)} for t in qs[:100]]
    return JsonResponse({"tickets": data})
