from django.db import connection
from django.http import JsonResponse


def report(request):
    sort = request.GET.get("sort", "created_at")
    direction = "DESC" if request.GET.get("desc") else "ASC"
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT id, title, created_at FROM reports ORDER BY {sort} {direction} LIMIT 50"
        )
        rows = cursor.fetchall()
    return JsonResponse({"reports": rows})
