import os
import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)


def conn():
    return psycopg2.connect(os.environ["DATABASE_URL"])


@app.get("/customers/search")
def search_customers():
    term = request.args.get("q", "")
    with conn() as c, c.cursor() as cur:
        cur.execute(
            "SELECT id, name FROM customers WHERE name ILIKE %s ORDER BY name LIMIT %s",
            ("%" + term + "%", 25),
        )
        return jsonify(cur.fetchall())
