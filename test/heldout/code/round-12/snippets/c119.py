from flask import Flask, request

from .models import Product

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    results = (
        Product.query.filter(Product.name.ilike(f"%{q}%"))
        .order_by(Product.name)
        .limit(20)
        .all()
    )
    items = "".join(f"<li>{p.name} - {p.price:.2f}</li>" for p in results)
    return f"<h2>Results for {q}</h2><ul>{items}</ul>"
