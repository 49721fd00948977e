from flask import Flask, request, jsonify

app = Flask(__name__)
TRUSTED_ORIGINS = {"https://app.example.com", "https://admin.example.com"}


@app.after_request
def add_cors(resp):
    origin = request.headers.get("Origin")
    if origin in TRUSTED_ORIGINS:
        resp.headers["Access-Control-Allow-Origin"] = origin
        resp.headers["Access-Control-Allow-Credentials"] = "true"
        resp.headers["Vary"] = "Origin"
    return resp


@app.get("/api/account")
def account():
    return jsonify(balance=1200, currency="EUR")
