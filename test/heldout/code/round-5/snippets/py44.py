import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)

SORT_COLUMNS = {
    "newest": "created_at DESC",
    "oldest": "created_at ASC",
    "price": "price ASC",
    "name": "name COLLATE NOCASE ASC",
}


@app.get("/listings")
def listings():
    order_by = SORT_COLUMNS.get(request.args.get("sort", "newest"), SORT_COLUMNS["newest"])
    page = max(int(request.args.get("page", 1)), 1)
    conn = sqlite3.connect("/var/lib/market/market.db")
    rows = conn.execute(
        f"SELECT id, name, price FROM listings ORDER BY {order_by} LIMIT 20 OFFSET ?",
        ((page - 1) * 20,),
    ).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
