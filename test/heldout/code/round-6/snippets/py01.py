import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "shop.db"


@app.route("/orders")
def list_orders():
    status = request.args.get("status", "open")
    sort = request.args.get("sort", "created_at")
    query = "SELECT id, total, status FROM orders WHERE status = '{}' ORDER BY {}".format(status, sort)
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(query).fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "total": r[1], "status": r[2]} for r in rows])
