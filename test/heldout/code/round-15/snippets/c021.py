import psycopg2
from django.http import Http404, JsonResponse

TABLES = {"invoices": "billing_invoice", "refunds": "billing_refund", "payouts": "billing_payout"}
conn = psycopg2.connect(dbname="billing")


def count_by_customer(request, kind):
    try:
        table = TABLES[kind]
    except KeyError:
        raise Http404("unknown kind")
    customer = request.GET.get("customer", "")
    with conn.cursor() as cur:
        cur.execute("SELECT count(*) FROM " + table + " WHERE customer_ref = %s", (customer,))
        (n,) = cur.fetchone()
    return JsonResponse({"kind": kind, "count": n})
