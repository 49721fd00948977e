def find(cur, name):
    cur.execute("SELECT * FROM users WHERE name = '" + name + "'")
    return cur.fetchall()
