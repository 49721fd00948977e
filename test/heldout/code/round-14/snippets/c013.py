import bcrypt
from flask import Flask, request, jsonify, session
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json(force=True)
    user = db.users.find_one({"username": str(body.get("username", ""))})
    if not user or not bcrypt.checkpw(str(body.get("password", "")).encode(), user["pw_hash"]):
        return jsonify(error="invalid"), 401
    session["uid"] = str(user["_id"])
    return jsonify(ok=True)
