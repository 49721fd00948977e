import psycopg2
from psycopg2.extras import RealDictCursor


def get_connection():
    return psycopg2.connect(
        host="orders-db.internal",
        port=5432,
        dbname="orders",
        user="orders_app",
        password="Tr0ub4dor&3-orders",
        cursor_factory=RealDictCursor,
    )


def pending_orders(limit=50):
    with get_connection() as conn, conn.cursor() as cur:
        cur.execute("SELECT * FROM orders WHERE status = %s LIMIT %s", ("pending", limit))
        return cur.fetchall()
