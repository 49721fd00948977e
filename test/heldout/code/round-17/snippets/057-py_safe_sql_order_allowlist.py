import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)
SORTABLE = ("created_at", "title", "priority")


@app.get("/issues")
def issues():
    col = request.args.get("sort", "created_at")
    if col not in SORTABLE:
        col = "created_at"
    limit = int(request.args.get("limit", 20))
    sql = f"SELECT id, title FROM issues ORDER BY {col} DESC LIMIT {limit}"
    with psycopg2.connect(dbname="tracker") as conn, conn.cursor() as cur:
        cur.execute(sql)
        return jsonify(cur.fetchall())
