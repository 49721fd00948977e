import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def find_orders(customer):
    parts = ["SELECT id, total FROM orders WHERE customer = '", customer, "' ORDER BY id DESC"]
    sql = "".join(parts)
    with sqlite3.connect("shop.db") as conn:
        return conn.execute(sql).fetchall()


@app.get("/orders")
def orders():
    rows = find_orders(request.args.get("customer", ""))
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
