import os

import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)
SORT_COLUMNS = {"name": "name", "price": "price", "newest": "created_at DESC"}


@app.get("/catalog")
def catalog():
    sort = SORT_COLUMNS.get(request.args.get("sort", "name"), "name")
    limit = min(int(request.args.get("limit", 20)), 100)
    category = request.args.get("category", "all")
    with psycopg2.connect(os.environ["DATABASE_URL"]) as conn, conn.cursor() as cur:
        cur.execute(
            f"SELECT id, name, price FROM products WHERE category = %s OR %s = 'all' ORDER BY {sort} LIMIT %s",
            (category, category, limit),
        )
        rows = cur.fetchall()
    return jsonify([{"id": i, "name": n, "price": float(p)} for i, n, p in rows])
