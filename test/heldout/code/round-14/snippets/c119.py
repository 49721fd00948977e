from flask import Flask, request, jsonify, session
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json(force=True)
    user = db.users.find_one({"username": body["username"], "password": body["password"]})
    if not user:
        return jsonify(error="invalid"), 401
    session["uid"] = str(user["_id"])
    return jsonify(ok=True)
