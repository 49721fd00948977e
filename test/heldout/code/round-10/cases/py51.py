from flask import Flask, request, jsonify, abort
import sqlite3

app = Flask(__name__)
DB_PATH = "orders.db"


@app.route("/api/orders/<int:order_id>")
def get_order(order_id):
    customer_id = request.args.get("customer_id", type=int)
    if customer_id is None:
        abort(400)
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute(
        "SELECT id, total, status FROM orders WHERE id = ? AND customer_id = ?",
        (order_id, customer_id),
    ).fetchone()
    conn.close()
    if row is None:
        abort(404)
    return jsonify({"id": row[0], "total": row[1], "status": row[2]})
