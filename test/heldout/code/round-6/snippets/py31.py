import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/products/by-ids")
def products_by_ids():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip()]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" for _ in ids)
    sql = f"SELECT id, name, price FROM products WHERE id IN ({placeholders})"
    with sqlite3.connect("shop.db") as conn:
        rows = conn.execute(sql, ids).fetchall()
    return jsonify([dict(zip(("id", "name", "price"), r)) for r in rows])
