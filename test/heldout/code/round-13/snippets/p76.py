import psycopg2
from psycopg2 import sql
from flask import Flask, request, jsonify, abort

app = Flask(__name__)
conn = psycopg2.connect("dbname=analytics user=reader")
TABLES = {"daily_signups", "daily_orders", "daily_refunds"}


@app.get("/api/metrics")
def metrics():
    table = request.args.get("table", "daily_signups")
    if table not in TABLES:
        abort(400)
    days = int(request.args.get("days", 7))
    query = sql.SQL("SELECT day, value FROM {} WHERE day > now() - %s * interval '1 day' ORDER BY day").format(
        sql.Identifier(table)
    )
    with conn.cursor() as cur:
        cur.execute(query, (days,))
        rows = cur.fetchall()
    return jsonify([{"day": str(d), "value": v} for d, v in rows])
