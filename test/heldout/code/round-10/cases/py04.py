from django.db import connection
from django.http import JsonResponse


def product_list(request):
    sort = request.GET.get("sort", "name")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    sql = "SELECT id, name, price FROM shop_product WHERE active = 1 ORDER BY {} {}".format(sort, direction)
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    return JsonResponse({"products": [{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows]})
