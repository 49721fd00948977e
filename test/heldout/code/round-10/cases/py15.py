import hashlib
import os

from flask import Flask, request, jsonify

app = Flask(__name__)
USERS = {}


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.sha1(salt + password.encode("utf-8")).hexdigest()


@app.post("/register")
def register():
    data = request.get_json()
    salt = os.urandom(16)
    USERS[data["email"]] = {
        "salt": salt.hex(),
        "password_hash": hash_password(data["password"], salt),
    }
    return jsonify({"created": True}), 201
