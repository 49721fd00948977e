from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["shop"]


@app.get("/products/search")
def search():
    q = request.args.get("q", "")
    docs = db.products.find(
        {"$where": f"this.name.toLowerCase().indexOf('{q.lower()}') >= 0"},
        {"_id": 0, "name": 1, "price": 1},
    ).limit(20)
    return jsonify(list(docs))
