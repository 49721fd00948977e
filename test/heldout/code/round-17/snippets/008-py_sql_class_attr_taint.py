import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


class ReportQuery:
    base = "SELECT day, SUM(amount) FROM sales"

    def __init__(self, region):
        self.where = f" WHERE region = '{region}' GROUP BY day"

    def run(self, conn):
        return conn.execute(self.base + self.where).fetchall()


@app.get("/reports/daily")
def daily():
    q = ReportQuery(request.args["region"])
    with sqlite3.connect("sales.db") as conn:
        return jsonify(q.run(conn))
