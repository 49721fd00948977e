import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)
conn = psycopg2.connect(dsn="dbname=shop user=shop")


def search_products(filters: dict):
    clauses = []
    for column, value in filters.items():
        clauses.append(f"{column} = '{value}'")
    where = " AND ".join(clauses) or "1=1"
    sql = "SELECT id, name, price FROM products WHERE " + where + " LIMIT 50"
    with conn.cursor() as cur:
        cur.execute(sql)
        return cur.fetchall()


@app.get("/products")
def products():
    rows = search_products(request.args.to_dict())
    return jsonify([{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows])
