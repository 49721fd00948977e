import sqlite3

STATUS_COLUMNS = {
    "open": "opened_at",
    "closed": "closed_at",
}


def tickets_by_status(conn: sqlite3.Connection, status: str, limit: int = 20):
    column = STATUS_COLUMNS.get(status, "opened_at")
    query = "SELECT id, title FROM tickets WHERE status = ? ORDER BY " + column + " DESC LIMIT ?"
    return conn.execute(query, (status, int(limit))).fetchall()
