TABLE = "users"
COLUMNS = "id, name, email"


def active_users(cur):
    cur.execute("SELECT " + COLUMNS + " FROM " + TABLE + " WHERE active = 1 ORDER BY name")
    return cur.fetchall()
