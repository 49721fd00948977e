import psycopg2
from django.http import JsonResponse

SORTABLE = {"name": "name", "newest": "created_at", "price": "price_cents"}


def list_products(request):
    column = SORTABLE.get(request.GET.get("sort"), "created_at")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    query = f"SELECT id, name, price_cents FROM products WHERE active = %s ORDER BY {column} {direction} LIMIT %s"
    conn = psycopg2.connect("dbname=shop")
    with conn.cursor() as cur:
        cur.execute(query, (True, 50))
        rows = cur.fetchall()
    conn.close()
    return JsonResponse({"items": [{"id": r[0], "name": r[1], "price": r[2]} for r in rows]})
