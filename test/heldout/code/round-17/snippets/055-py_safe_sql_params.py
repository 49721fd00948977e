import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)

SQL = (
    "SELECT id, title, price FROM products "
    "WHERE category = ? AND price <= ? ORDER BY price"
)


@app.get("/products")
def products():
    cat = request.args.get("category", "books")
    cap = request.args.get("max", "100")
    with sqlite3.connect("shop.db") as conn:
        rows = conn.execute(SQL, (cat, cap)).fetchall()
    return jsonify(rows)
