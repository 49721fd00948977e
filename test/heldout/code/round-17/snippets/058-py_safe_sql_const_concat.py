import pymysql

TABLE = "audit_events"
COLUMNS = "id, actor, action, created_at"
WHERE = " WHERE actor = %s"


def events_for(conn: pymysql.connections.Connection, actor: str):
    sql = "SELECT " + COLUMNS + " FROM " + TABLE + WHERE + " ORDER BY created_at DESC"
    with conn.cursor() as cur:
        cur.execute(sql, (actor,))
        return cur.fetchall()
