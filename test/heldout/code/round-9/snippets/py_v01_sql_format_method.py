from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)
DB_PATH = "/var/lib/shop/shop.db"


@app.route("/api/customers/lookup")
def lookup_customer():
    email = request.args.get("email", "").strip()
    if not email:
        return jsonify(error="email is required"), 400
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.cursor()
        sql = "SELECT id, name, email, created_at FROM customers WHERE email = '{}'".format(email)
        cur.execute(sql)
        row = cur.fetchone()
    finally:
        conn.close()
    if row is None:
        return jsonify(error="not found"), 404
    return jsonify(id=row[0], name=row[1], email=row[2], created_at=row[3])
