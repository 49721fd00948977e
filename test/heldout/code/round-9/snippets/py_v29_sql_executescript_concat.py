import sqlite3
import sys


def archive_tenant(db_path: str, tenant: str) -> None:
    conn = sqlite3.connect(db_path)
    script = (
        "BEGIN;"
        "INSERT INTO archived_orders SELECT * FROM orders WHERE tenant = '" + tenant + "';"
        "DELETE FROM orders WHERE tenant = '" + tenant + "';"
        "COMMIT;"
    )
    conn.executescript(script)
    conn.close()


if __name__ == "__main__":
    archive_tenant("app.db", sys.argv[1])
