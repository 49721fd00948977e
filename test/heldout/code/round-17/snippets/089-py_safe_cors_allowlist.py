from flask import Flask, request, jsonify

app = Flask(__name__)
TRUSTED_ORIGINS = frozenset({"https://app.example.com", "https://admin.example.com"})


@app.after_request
def cors(resp):
    origin = request.headers.get("Origin", "")
    if origin in TRUSTED_ORIGINS:
        resp.headers["Access-Control-Allow-Origin"] = origin
        resp.headers["Access-Control-Allow-Credentials"] = "true"
        resp.headers["Vary"] = "Origin"
    return resp


@app.get("/api/profile")
def profile():
    return jsonify(name="Ada")
