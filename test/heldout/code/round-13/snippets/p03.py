import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "inventory.db"


@app.get("/products")
def list_products():
    parts = ["SELECT id, name, price FROM products WHERE 1=1"]
    for field in ("category", "brand", "color"):
        value = request.args.get(field)
        if value:
            parts.append(f" AND {field} = '{value}'")
    sql = "".join(parts)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
