import psycopg2


def get_connection(host="db.internal", user="reporting", password="R3port!ng2024", dbname="analytics"):
    return psycopg2.connect(host=host, user=user, password=password, dbname=dbname, connect_timeout=5)


def daily_signups():
    with get_connection() as conn, conn.cursor() as cur:
        cur.execute("SELECT date_trunc('day', created_at), count(*) FROM users GROUP BY 1 ORDER BY 1 DESC LIMIT 30")
        return cur.fetchall()
