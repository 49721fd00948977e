import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB = "shop.db"


@app.route("/products")
def list_products():
    category = request.args.get("category", "")
    max_price = request.args.get("max_price", "1000")
    parts = ["SELECT id, name, price FROM products WHERE 1=1"]
    if category:
        parts.append(" AND category = '")
        parts.append(category)
        parts.append("'")
    parts.append(" AND price <= ")
    parts.append(max_price)
    query = "".join(parts)
    conn = sqlite3.connect(DB)
    try:
        rows = conn.execute(query).fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
