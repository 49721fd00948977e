from flask import Flask, request, jsonify
from pymongo import MongoClient

app = Flask(__name__)
users = MongoClient("mongodb://db:27017")["app"]["users"]


@app.post("/api/login")
def api_login():
    body = request.json
    user = users.find_one({"username": body["username"], "password_hash": body["password_hash"]})
    if user is None:
        return jsonify(error="invalid credentials"), 401
    return jsonify(id=str(user["_id"]))
