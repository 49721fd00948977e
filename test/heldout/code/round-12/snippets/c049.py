from django.db import connection
from django.http import JsonResponse
from django.contrib.auth.decorators import login_required


class ReportQueries:
    BY_REGION = (
        "SELECT region, SUM(total) AS revenue FROM orders "
        "WHERE created_at >= '{since}' GROUP BY region ORDER BY revenue DESC"
    )


@login_required
def revenue_by_region(request):
    since = request.GET.get("since", "2024-01-01")
    with connection.cursor() as cur:
        cur.execute(ReportQueries.BY_REGION.format(since=since))
        rows = cur.fetchall()
    return JsonResponse({"rows": [{"region": r, "revenue": float(v)} for r, v in rows]})
