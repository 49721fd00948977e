import sqlite3


def count_rows(db_path: str, table: str, where: str = "1=1") -> int:
    conn = sqlite3.connect(db_path)
    try:
        cur = conn.execute("SELECT COUNT(*) FROM " + table + " WHERE " + where)
        return cur.fetchone()[0]
    finally:
        conn.close()


def purge_table(db_path: str, table: str) -> None:
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute(f"DELETE FROM {table}")
    conn.close()
