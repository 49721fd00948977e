import sqlite3
import sys


def archive_table(db_path, table):
    conn = sqlite3.connect(db_path)
    conn.executescript(
        "CREATE TABLE IF NOT EXISTS %s_archive AS SELECT * FROM %s WHERE 0;"
        "INSERT INTO %s_archive SELECT * FROM %s;"
        "DELETE FROM %s;" % (table, table, table, table, table)
    )
    conn.commit()
    conn.close()


if __name__ == "__main__":
    archive_table(sys.argv[1], sys.argv[2])
