import psycopg2


def build_where(filters):
    clauses = []
    for column, value in filters.items():
        clauses.append("%s = '%s'" % (column, value))
    return " AND ".join(clauses) if clauses else "TRUE"


def search_products(conn, filters):
    sql = "SELECT id, name, price FROM products WHERE " + build_where(filters)
    with conn.cursor() as cur:
        cur.execute(sql)
        return cur.fetchall()


def handle(event, conn):
    filters = {k: v for k, v in event.get("queryStringParameters", {}).items() if k in ("brand", "color")}
    return search_products(conn, filters)
