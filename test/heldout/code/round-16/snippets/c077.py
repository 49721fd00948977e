import sqlite3

from fastapi import FastAPI, Query

app = FastAPI()
DB_PATH = "inventory.db"


@app.get("/products")
def search_products(category: str = Query(...), max_price: float = Query(1000.0)):
    parts = ["SELECT id, name, price FROM products WHERE category = '", category, "'"]
    parts.append(" AND price <= ")
    parts.append(str(max_price))
    parts.append(" ORDER BY price")
    sql = "".join(parts)
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(sql).fetchall()
    finally:
        conn.close()
    return [{"id": r[0], "name": r[1], "price": r[2]} for r in rows]
