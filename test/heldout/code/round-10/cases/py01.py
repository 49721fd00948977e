from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)
DB_PATH = "orders.db"


@app.route("/api/orders")
def list_orders():
    customer_id = request.args.get("customer_id", "")
    status = request.args.get("status", "open")
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute(
        f"SELECT id, total, created_at FROM orders "
        f"WHERE customer_id = {customer_id} AND status = '{status}' "
        f"ORDER BY created_at DESC"
    )
    rows = cur.fetchall()
    conn.close()
    return jsonify([{"id": r[0], "total": r[1], "created_at": r[2]} for r in rows])
