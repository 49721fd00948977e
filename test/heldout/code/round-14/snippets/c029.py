import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def get_db():
    return sqlite3.connect("inventory.db")


@app.get("/products")
def search_products():
    clauses = []
    if request.args.get("category"):
        clauses.append(f"category = '{request.args['category']}'")
    if request.args.get("max_price"):
        clauses.append(f"price <= {request.args['max_price']}")
    sql = "SELECT id, name, price FROM products"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    rows = get_db().execute(sql).fetchall()
    return jsonify([dict(zip(("id", "name", "price"), r)) for r in rows])
