import re

from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["shop"]


@app.get("/products/search")
def search():
    q = str(request.args.get("q", ""))[:100]
    docs = db.products.find(
        {"name": {"$regex": re.escape(q), "$options": "i"}},
        {"_id": 0, "name": 1, "price": 1},
    ).limit(20)
    return jsonify(list(docs))
