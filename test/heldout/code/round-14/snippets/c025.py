import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/users/batch")
def users_batch():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip().isdigit()]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" for _ in ids)
    sql = f"SELECT id, email FROM users WHERE id IN ({placeholders})"
    with sqlite3.connect("app.db") as db:
        rows = db.execute(sql, ids).fetchall()
    return jsonify([{"id": r[0], "email": r[1]} for r in rows])
