import psycopg2
from django.http import JsonResponse


def update_nickname(request, user_id):
    nickname = request.POST.get("nickname", "")[:40]
    conn = psycopg2.connect(dbname="app", user="app", host="127.0.0.1")
    with conn, conn.cursor() as cur:
        cur.execute(
            "UPDATE profiles SET nickname = %s, updated_at = now() WHERE user_id = %s",
            (nickname, user_id),
        )
    conn.close()
    return JsonResponse({"ok": True})
