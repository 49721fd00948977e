from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["auth"]


@app.post("/api/reset/verify")
def verify_reset():
    data = request.get_json()
    doc = db.resets.find_one({"email": str(data["email"]), "code": str(data["code"])})
    if doc is None:
        return jsonify({"ok": False}), 400
    db.resets.delete_one({"_id": doc["_id"]})
    return jsonify({"ok": True, "user": str(doc["user_id"])})
