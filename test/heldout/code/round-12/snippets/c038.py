import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
FILTERABLE = ("category", "brand")


def build_query(filters):
    parts = ["SELECT id, name, price FROM products WHERE 1=1"]
    for col, val in filters.items():
        parts.append(f"AND {col} = '{val}'")
    parts.append("ORDER BY name")
    return " ".join(parts)


@app.get("/products")
def products():
    filters = {k: v for k, v in request.args.items() if k in FILTERABLE}
    sql = build_query(filters)
    with sqlite3.connect("shop.db") as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
