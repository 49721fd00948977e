import sqlite3
from flask import Flask, request, jsonify, g

app = Flask(__name__)
DATABASE = "/var/lib/notes/notes.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
    return g.db


@app.route("/notes", methods=["POST"])
def create_note():
    data = request.get_json()
    title = data.get("title", "").strip()
    body = data.get("body", "")
    owner = int(data["owner_id"])
    cur = get_db().execute(
        "INSERT INTO notes (owner_id, title, body) VALUES (?, ?, ?)",
        (owner, title, body),
    )
    get_db().commit()
    return jsonify({"id": cur.lastrowid}), 201


@app.route("/notes/<int:note_id>")
def get_note(note_id):
    row = get_db().execute("SELECT id, title, body FROM notes WHERE id = ?", (note_id,)).fetchone()
    if row is None:
        return jsonify({"error": "not found"}), 404
    return jsonify({"id": row[0], "title": row[1], "body": row[2]})
