from flask import Flask, request, jsonify
import psycopg2

app = Flask(__name__)
FILTERABLE = ("city", "country", "plan")


def get_conn():
    return psycopg2.connect(dbname="crm", user="crm_app", host="localhost")


@app.get("/customers/search")
def search_customers():
    clauses = []
    for field in FILTERABLE:
        value = request.args.get(field)
        if value:
            clauses.append(field + " = '" + value + "'")
    where = " AND ".join(clauses) if clauses else "TRUE"
    sql = " ".join(["SELECT id, name, email FROM customers WHERE", where, "LIMIT 100"])
    with get_conn() as conn, conn.cursor() as cur:
        cur.execute(sql)
        return jsonify(cur.fetchall())
