from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)


@app.post("/api/orders/bulk-status")
def bulk_status():
    ids = [int(x) for x in request.get_json().get("ids", [])][:500]
    if not ids:
        return jsonify([])
    marks = ",".join("?" for _ in ids)
    sql = "SELECT id, status FROM orders WHERE id IN (" + marks + ")"
    conn = sqlite3.connect("orders.db")
    rows = conn.execute(sql, ids).fetchall()
    conn.close()
    return jsonify([{"id": i, "status": s} for i, s in rows])
