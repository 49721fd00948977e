import psycopg2
from django.http import JsonResponse

SORTABLE_DEFAULT = "created_at"


def report(request):
    order = request.GET.get("order", SORTABLE_DEFAULT)
    direction = request.GET.get("dir", "desc")
    sql = "SELECT id, title, created_at FROM reports ORDER BY {} {} LIMIT 50".format(order, direction)
    with psycopg2.connect(dbname="app") as conn:
        with conn.cursor() as cur:
            cur.execute(sql)
            data = cur.fetchall()
    return JsonResponse({"rows": [list(r) for r in data]})
