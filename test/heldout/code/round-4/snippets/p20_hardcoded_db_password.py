import psycopg2

DB_CONFIG = {
    "host": "db.prod.acme.internal",
    "port": 5432,
    "dbname": "orders",
    "user": "orders_app",
    "password": "Sup3r-S3cret-2024!",
}


def connect():
    return psycopg2.connect(**DB_CONFIG)


def pending_orders():
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT id FROM orders WHERE status = %s", ("pending",))
        return [r[0] for r in cur.fetchall()]
