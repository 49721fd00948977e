"""A clean Flask service: parameterised SQL, secrets from the environment, safe YAML, secrets module."""
import hashlib
import os
import secrets
import sqlite3

import yaml
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["SECRET_KEY"]
DATABASE = os.environ.get("DATABASE_PATH", "app.db")


def db():
    return sqlite3.connect(DATABASE)


@app.route("/users/<int:user_id>")
def get_user(user_id):
    row = db().execute("SELECT id, name FROM users WHERE id = ?", (user_id,)).fetchone()
    if row is None:
        abort(404)
    return jsonify(id=row[0], name=row[1])


@app.route("/config", methods=["POST"])
def upload_config():
    cfg = yaml.safe_load(request.data)
    return jsonify(keys=sorted(cfg))


@app.route("/token", methods=["POST"])
def issue_token():
    token = secrets.token_urlsafe(32)
    digest = hashlib.sha256(token.encode()).hexdigest()
    db().execute("INSERT INTO tokens (digest) VALUES (?)", (digest,))
    return jsonify(token=token)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=int(os.environ.get("PORT", "5000")))
