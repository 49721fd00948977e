import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)
conn = psycopg2.connect(dsn="dbname=shop user=shop")

FILTERABLE = ("category", "brand", "in_stock")


@app.get("/products")
def products():
    args = request.args
    columns = [c for c in FILTERABLE if c in args]
    where = " AND ".join(f"{c} = %s" for c in columns) or "TRUE"
    params = [args[c] for c in columns]
    with conn.cursor() as cur:
        cur.execute(
            "SELECT id, name, price FROM products WHERE " + where + " LIMIT 50",
            params,
        )
        rows = cur.fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows])
