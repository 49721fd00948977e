import bcrypt
from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json()
    username = str(body.get("username", ""))
    user = db.users.find_one({"username": username})
    if not user or not bcrypt.checkpw(str(body.get("password", "")).encode(), user["pw_hash"]):
        return jsonify(error="invalid credentials"), 401
    return jsonify(id=str(user["_id"]), name=user["username"])
