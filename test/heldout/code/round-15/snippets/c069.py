import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "inventory.db"


@app.get("/products")
def search_products():
    clauses = []
    for field in ("category", "brand", "color"):
        value = request.args.get(field)
        if value:
            clauses.append(f"{field} = '{value}'")
    sql = "SELECT id, name, price FROM products"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([dict(zip(("id", "name", "price"), r)) for r in rows])
