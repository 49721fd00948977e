from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)

SORT_COLUMNS = {
    "newest": "created_at DESC",
    "oldest": "created_at ASC",
    "price": "price ASC",
    "name": "title COLLATE NOCASE ASC",
}


@app.get("/listings")
def listings():
    order = SORT_COLUMNS.get(request.args.get("sort", "newest"), "created_at DESC")
    conn = sqlite3.connect("market.db")
    rows = conn.execute(
        f"SELECT id, title, price FROM listings WHERE active = 1 ORDER BY {order} LIMIT ?",
        (50,),
    ).fetchall()
    conn.close()
    return jsonify([dict(zip(("id", "title", "price"), r)) for r in rows])
