import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)
conn = psycopg2.connect("dbname=analytics user=reader")


@app.get("/api/metrics")
def metrics():
    table = request.args.get("table", "daily_signups")
    days = int(request.args.get("days", 7))
    query = "SELECT day, value FROM {} WHERE day > now() - interval '%s days' ORDER BY day".format(table)
    with conn.cursor() as cur:
        cur.execute(query, (days,))
        rows = cur.fetchall()
    return jsonify([{"day": str(d), "value": v} for d, v in rows])
