import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def get_db():
    return sqlite3.connect("inventory.db")


@app.route("/api/products")
def list_products():
    clauses = ["SELECT id, name, price FROM products WHERE 1=1"]
    category = request.args.get("category")
    if category:
        clauses.append("AND category = '%s'" % category)
    max_price = request.args.get("max_price")
    if max_price:
        clauses.append("AND price <= " + max_price)
    sql = " ".join(clauses)
    rows = get_db().execute(sql).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
