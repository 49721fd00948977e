from flask import Flask, request, jsonify

app = Flask(__name__)


@app.after_request
def add_cors(resp):
    origin = request.headers.get("Origin")
    if origin:
        resp.headers["Access-Control-Allow-Origin"] = origin
        resp.headers["Access-Control-Allow-Credentials"] = "true"
        resp.headers["Vary"] = "Origin"
    return resp


@app.get("/api/account")
def account():
    return jsonify(plan="pro", balance=12.5)
