from sqlalchemy import text

def find(conn, uid):
    return conn.execute(text("SELECT * FROM t WHERE id = :id"), {"id": uid})
