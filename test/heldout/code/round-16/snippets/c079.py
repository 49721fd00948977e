import os

from flask import Flask, jsonify, session
from flask_cors import CORS

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]
CORS(app, supports_credentials=True)


@app.get("/api/account")
def account():
    return jsonify({"user": session.get("user"), "plan": session.get("plan", "free")})
