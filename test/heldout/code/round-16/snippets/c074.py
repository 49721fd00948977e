from django.db import connection
from django.http import JsonResponse


def _order_clause(field, direction):
    return f"ORDER BY {field} {direction}"


def list_invoices(request):
    sort = request.GET.get("sort", "created_at")
    direction = "DESC" if request.GET.get("desc") else "ASC"
    query = "SELECT id, customer, total FROM billing_invoice " + _order_clause(sort, direction)
    with connection.cursor() as cur:
        cur.execute(query)
        rows = cur.fetchall()
    return JsonResponse({"invoices": [list(r) for r in rows]})
