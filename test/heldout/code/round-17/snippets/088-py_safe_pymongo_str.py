from flask import Flask, request, jsonify
from pymongo import MongoClient

app = Flask(__name__)
coll = MongoClient("mongodb://db:27017")["shop"]["customers"]


@app.post("/customers/find")
def find_customer():
    body = request.get_json()
    email = str(body.get("email", ""))
    doc = coll.find_one({"email": email}, {"_id": 0, "email": 1, "tier": 1})
    return jsonify(doc or {})
