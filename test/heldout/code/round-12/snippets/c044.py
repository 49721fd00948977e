from flask import Flask, abort, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["saas"]


@app.post("/api/v1/usage")
def report_usage():
    body = request.get_json() or {}
    account = db.accounts.find_one({"api_key": body.get("api_key"), "active": True})
    if account is None:
        abort(401)
    db.usage.insert_one({"account_id": account["_id"], "units": int(body.get("units", 0))})
    return jsonify(ok=True)
