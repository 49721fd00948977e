import sqlite3


def count_rows(conn, table):
    return conn.execute("SELECT COUNT(*) FROM " + table).fetchone()[0]


def stats(db_path="app.db"):
    with sqlite3.connect(db_path) as conn:
        return {
            "users": count_rows(conn, "users"),
            "orders": count_rows(conn, "orders"),
            "invoices": count_rows(conn, "invoices"),
        }
