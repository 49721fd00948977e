import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "/var/lib/shop/shop.db"


def get_db():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/api/customers/lookup")
def lookup_customer():
    email = request.args.get("email", "").strip()
    if not email:
        return jsonify({"error": "email required"}), 400
    conn = get_db()
    row = conn.execute(
        f"SELECT id, name, email, created_at FROM customers WHERE email = '{email}'"
    ).fetchone()
    conn.close()
    if row is None:
        return jsonify({"error": "not found"}), 404
    return jsonify(dict(row))
