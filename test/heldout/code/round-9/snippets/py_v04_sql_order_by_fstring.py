from flask import Flask, request, jsonify
from db import get_db

app = Flask(__name__)


@app.get("/products")
def list_products():
    category = request.args.get("category", "all")
    sort = request.args.get("sort", "price")
    direction = "DESC" if request.args.get("desc") == "1" else "ASC"
    db = get_db()
    cur = db.cursor()
    cur.execute(
        f"SELECT id, title, price FROM products WHERE category = %s ORDER BY {sort} {direction}",
        (category,),
    )
    products = [dict(id=i, title=t, price=float(p)) for i, t, p in cur.fetchall()]
    return jsonify(products)
