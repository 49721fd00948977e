import psycopg2
from django.http import JsonResponse

conn = psycopg2.connect(dbname="crm")

QUERY = "SELECT id, name, email FROM contacts WHERE name ILIKE '%%%s%%' LIMIT 20"


def search_contacts(request):
    term = request.POST.get("q", "")
    with conn.cursor() as cur:
        cur.execute(QUERY % term)
        rows = cur.fetchall()
    return JsonResponse({"results": [dict(id=r[0], name=r[1], email=r[2]) for r in rows]})
