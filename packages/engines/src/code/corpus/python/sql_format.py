def by_status(cursor, status):
    cursor.execute("SELECT * FROM orders WHERE status = '{}'".format(status))  # expect: sql_injection
    return cursor.fetchall()


def by_customer(cursor, customer_id):
    cursor.execute(f"SELECT * FROM orders WHERE customer_id = {customer_id}")  # expect: sql_injection
    return cursor.fetchall()


def bulk_insert(cursor, table, rows):
    cursor.executemany(f"INSERT INTO {table} (a, b) VALUES (?, ?)", rows)  # expect: sql_injection


def dynamic(cursor, where):
    stmt = "SELECT count(*) FROM events WHERE {}".format(where)  # expect: sql_injection
    cursor.execute(stmt)


def safe(cursor, status, customer_id):
    # Near misses: parameterised queries.
    cursor.execute("SELECT * FROM orders WHERE status = ?", (status,))
    cursor.execute("SELECT * FROM orders WHERE customer_id = %s", (customer_id,))
    cursor.execute("SELECT * FROM orders WHERE status = %(s)s", {"s": status})
    return cursor.fetchall()
