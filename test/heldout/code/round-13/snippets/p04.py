import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "inventory.db"
FILTERABLE = ("category", "brand", "color")


@app.get("/products")
def list_products():
    clauses, params = [], []
    for field in FILTERABLE:
        value = request.args.get(field)
        if value:
            clauses.append(field + " = ?")
            params.append(value)
    sql = "SELECT id, name, price FROM products"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(sql, params).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
