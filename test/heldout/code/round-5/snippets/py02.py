import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)


def connect():
    return psycopg2.connect(dbname="reports", user="reporter", host="localhost")


@app.get("/reports/<int:report_id>")
def report_rows(report_id):
    table = request.args.get("dataset", "sales_2024")
    query = "SELECT region, SUM(amount) FROM %s WHERE report_id = %%s GROUP BY region" % table
    with connect() as conn, conn.cursor() as cur:
        cur.execute(query, (report_id,))
        rows = cur.fetchall()
    return jsonify([{"region": r, "total": float(t)} for r, t in rows])
