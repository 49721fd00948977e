def find(cur, uid):
    cur.execute("SELECT * FROM orders WHERE user_id = %s" % uid)
