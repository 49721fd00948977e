import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/items")
def items():
    ids = [int(x) for x in request.args.getlist("id") if x.isdigit()][:100]
    if not ids:
        return jsonify([])
    marks = ",".join("?" * len(ids))
    with sqlite3.connect("inventory.db") as conn:
        rows = conn.execute(
            f"SELECT id, name, qty FROM items WHERE id IN ({marks}) ORDER BY id", ids
        ).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "qty": r[2]} for r in rows])
