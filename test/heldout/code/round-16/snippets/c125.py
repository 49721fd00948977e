import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/users/batch")
def users_batch():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip()]
    if not ids or len(ids) > 100:
        return jsonify({"error": "give 1 to 100 ids"}), 400
    placeholders = ",".join("?" for _ in ids)
    sql = f"SELECT id, name, email FROM users WHERE id IN ({placeholders})"
    with sqlite3.connect("app.db") as conn:
        rows = conn.execute(sql, ids).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "email": r[2]} for r in rows])
