import sqlite3

AUDIT_TABLE = "audit_log"
COLUMNS = ("id", "actor", "action", "created_at")


def recent_events(db_path: str, since: str, limit: int = 50):
    conn = sqlite3.connect(db_path)
    try:
        sql = f"SELECT {', '.join(COLUMNS)} FROM {AUDIT_TABLE} WHERE created_at > ? ORDER BY created_at DESC LIMIT ?"
        return conn.execute(sql, (since, int(limit))).fetchall()
    finally:
        conn.close()
