from flask import Flask, request, jsonify
import pymysql

app = Flask(__name__)

FILTERABLE = ("status", "city", "plan")


def db():
    return pymysql.connect(host="db.internal", user="api", database="crm")


@app.route("/accounts/search", methods=["POST"])
def search_accounts():
    filters = request.get_json(force=True) or {}
    clauses = []
    for field in FILTERABLE:
        value = filters.get(field)
        if value:
            clauses.append("{} = '{}'".format(field, value))
    sql = "SELECT id, name FROM accounts"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    conn = db()
    try:
        with conn.cursor() as cur:
            cur.execute(sql)
            return jsonify(cur.fetchall())
    finally:
        conn.close()
