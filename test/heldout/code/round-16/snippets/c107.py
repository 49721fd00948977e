from django.db import connection
from django.http import JsonResponse

SORT_COLUMNS = {"name": "name", "newest": "created_at DESC", "price": "price"}


def product_list(request):
    column = SORT_COLUMNS.get(request.GET.get("sort"), "created_at DESC")
    category = request.GET.get("category", "all")
    sql = f"SELECT id, name, price FROM shop_product WHERE category = %s ORDER BY {column} LIMIT 50"
    with connection.cursor() as cur:
        cur.execute(sql, [category])
        rows = cur.fetchall()
    return JsonResponse({"products": [{"id": r[0], "name": r[1], "price": str(r[2])} for r in rows]})
