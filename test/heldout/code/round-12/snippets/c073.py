import os

from flask import Flask, abort, jsonify, request
from pymongo import MongoClient
from werkzeug.security import check_password_hash

app = Flask(__name__)
db = MongoClient(os.environ["MONGO_URL"])["app"]


@app.post("/api/login")
def api_login():
    data = request.get_json() or {}
    email = str(data.get("email", "")).lower()
    user = db.users.find_one({"email": email})
    if not user or not check_password_hash(user["pw_hash"], str(data.get("password", ""))):
        abort(401)
    return jsonify(id=str(user["_id"]))
