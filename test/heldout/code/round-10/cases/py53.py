from django.db import connection
from django.http import JsonResponse

SORT_COLUMNS = {
    "name": "name",
    "price": "price",
    "newest": "created_at",
}


def product_list(request):
    column = SORT_COLUMNS.get(request.GET.get("sort"), "name")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    sql = f"SELECT id, name, price FROM shop_product WHERE active = %s ORDER BY {column} {direction}"
    with connection.cursor() as cursor:
        cursor.execute(sql, [True])
        rows = cursor.fetchall()
    return JsonResponse({"products": [{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows]})
