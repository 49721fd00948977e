import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/tags/lookup")
def lookup_tags():
    ids = request.get_json().get("ids", [])[:100]
    if not ids:
        return jsonify([])
    marks = ",".join("?" * len(ids))
    sql = "SELECT id, label FROM tags WHERE id IN (" + marks + ")"
    with sqlite3.connect("tags.db") as conn:
        return jsonify(conn.execute(sql, ids).fetchall())
