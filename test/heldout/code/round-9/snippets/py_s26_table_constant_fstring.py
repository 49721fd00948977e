import sqlite3
from datetime import datetime, timezone

AUDIT_TABLE = "audit_log"
COLUMNS = ("actor", "action", "target", "at")


def record(conn: sqlite3.Connection, actor: str, action: str, target: str) -> None:
    cols = ", ".join(COLUMNS)
    marks = ", ".join("?" * len(COLUMNS))
    conn.execute(
        f"INSERT INTO {AUDIT_TABLE} ({cols}) VALUES ({marks})",
        (actor, action, target, datetime.now(timezone.utc).isoformat()),
    )
    conn.commit()
