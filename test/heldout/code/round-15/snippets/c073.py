import sqlite3
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/products/batch")
def products_batch():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip().isdigit()][:100]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" * len(ids))
    sql = f"SELECT id, name, price FROM products WHERE id IN ({placeholders})"
    with sqlite3.connect("inventory.db") as conn:
        rows = conn.execute(sql, ids).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
