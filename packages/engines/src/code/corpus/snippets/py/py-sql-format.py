def search(cur, term):
    sql = "SELECT id FROM items WHERE title LIKE '%{}%'".format(term)
    cur.execute(sql)
