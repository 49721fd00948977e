def search_orders(cur, filters):
    """filters comes straight from the query string, e.g. {"status": "open"}."""
    parts = []
    for key, value in filters.items():
        parts.append(f"{key} = '{value}'")
    where = " AND ".join(parts)
    cur.execute("SELECT * FROM orders WHERE " + where)
    return cur.fetchall()
