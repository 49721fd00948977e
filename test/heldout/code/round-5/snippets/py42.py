import psycopg2
from psycopg2 import sql
from flask import Flask, request, jsonify, abort

app = Flask(__name__)
ALLOWED_TABLES = {"events_2023", "events_2024", "events_2025"}


@app.get("/events/count")
def count_events():
    table = request.args.get("table", "events_2025")
    if table not in ALLOWED_TABLES:
        abort(400)
    kind = request.args.get("kind", "click")
    query = sql.SQL("SELECT count(*) FROM {} WHERE kind = %s").format(sql.Identifier(table))
    with psycopg2.connect(dbname="analytics") as conn, conn.cursor() as cur:
        cur.execute(query, (kind,))
        (n,) = cur.fetchone()
    return jsonify({"table": table, "kind": kind, "count": n})
