import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/api/orders")
def orders_by_ids():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip()]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" for _ in ids)
    sql = "SELECT id, total, status FROM orders WHERE id IN (" + placeholders + ")"
    conn = sqlite3.connect("shop.db")
    rows = conn.execute(sql, ids).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "total": r[1], "status": r[2]} for r in rows])
