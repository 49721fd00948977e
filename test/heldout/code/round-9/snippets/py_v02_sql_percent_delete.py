import psycopg2
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def get_conn():
    return psycopg2.connect(dbname="auth", user="auth_service", host="127.0.0.1")


@require_POST
def revoke_sessions(request):
    user_id = request.POST.get("user_id")
    conn = get_conn()
    with conn:
        with conn.cursor() as cur:
            statement = "DELETE FROM sessions WHERE user_id = %s" % user_id
            cur.execute(statement)
            deleted = cur.rowcount
    return JsonResponse({"revoked": deleted})
