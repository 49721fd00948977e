import sqlite3
from flask import Flask, request, jsonify, abort

app = Flask(__name__)


def db():
    conn = sqlite3.connect("notes.db")
    conn.row_factory = sqlite3.Row
    return conn


@app.get("/notes")
def notes():
    owner = request.args.get("owner")
    tag = request.args.get("tag")
    if not owner:
        abort(400)
    with db() as conn:
        rows = conn.execute(
            "SELECT id, title, body FROM notes WHERE owner = ? AND (? IS NULL OR tag = ?) ORDER BY id DESC",
            (owner, tag, tag),
        ).fetchall()
    return jsonify([dict(r) for r in rows])
