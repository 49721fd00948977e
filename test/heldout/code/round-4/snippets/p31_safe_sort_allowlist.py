from django.db import connection
from django.http import JsonResponse

SORTABLE = {"created": "created_at", "title": "title", "score": "score"}


def report(request):
    column = SORTABLE.get(request.GET.get("sort"), "created_at")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id, title, created_at FROM reports ORDER BY " + column + " LIMIT %s",
            [50],
        )
        rows = cursor.fetchall()
    return JsonResponse({"reports": rows})
