import sqlite3
from typing import Iterable


def fetch_users(conn: sqlite3.Connection, ids: Iterable[int]):
    ids = [int(i) for i in ids]
    if not ids:
        return []
    placeholders = ",".join("?" * len(ids))
    query = "SELECT id, email FROM users WHERE id IN (" + placeholders + ")"
    return conn.execute(query, ids).fetchall()


def deactivate(conn: sqlite3.Connection, ids: Iterable[int]) -> int:
    ids = [int(i) for i in ids]
    marks = ", ".join(["?"] * len(ids))
    cur = conn.execute(f"UPDATE users SET active = 0 WHERE id IN ({marks})", ids)
    conn.commit()
    return cur.rowcount
