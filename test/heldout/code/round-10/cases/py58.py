import os

import jwt
from flask import Flask, request, jsonify, abort

app = Flask(__name__)
JWT_SECRET = os.environ["JWT_SECRET"]
ACCOUNTS = {"u-100": {"name": "Dana", "admin": True}, "u-200": {"name": "Lee", "admin": False}}


def current_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    try:
        claims = jwt.decode(header[7:], JWT_SECRET, algorithms=["HS256"], audience="reports-api")
    except jwt.PyJWTError:
        abort(401)
    user = ACCOUNTS.get(claims.get("sub"))
    if user is None:
        abort(401)
    return user


@app.get("/admin/reports")
def admin_reports():
    if not current_user()["admin"]:
        abort(403)
    return jsonify({"reports": ["q1", "q2"]})
