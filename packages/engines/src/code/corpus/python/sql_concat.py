import sqlite3

conn = sqlite3.connect("app.db")


def find_user(name):
    cur = conn.cursor()
    cur.execute("SELECT * FROM users WHERE name = '" + name + "'")  # expect: sql_injection
    return cur.fetchall()


def delete_user(uid):
    query = "DELETE FROM users WHERE id = %s" % uid  # expect: sql_injection
    conn.execute(query)


def search(term, order):
    sql = "SELECT id, title FROM posts WHERE title LIKE '%" + term + "%' ORDER BY " + order  # expect: sql_injection
    return conn.execute(sql).fetchall()


def update_email(uid, email):
    conn.execute(
        "UPDATE users SET email = '%s' WHERE id = %d" % (email, uid)  # expect: sql_injection
    )
