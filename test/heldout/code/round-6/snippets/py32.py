import psycopg2
from flask import Flask, request

app = Flask(__name__)


def get_conn():
    return psycopg2.connect(dsn="dbname=crm")


@app.route("/contacts/search")
def search_contacts():
    term = request.args.get("q", "")
    limit = min(int(request.args.get("limit", 20)), 100)
    with get_conn() as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT id, name, email FROM contacts WHERE name ILIKE %s ORDER BY name LIMIT %s",
            ("%" + term + "%", limit),
        )
        return {"contacts": cur.fetchall()}
