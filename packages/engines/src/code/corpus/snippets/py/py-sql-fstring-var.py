def delete(conn, table, ident):
    q = f"DELETE FROM {table} WHERE id = {ident}"
    conn.execute(q)
