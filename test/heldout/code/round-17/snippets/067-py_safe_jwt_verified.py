import os
import jwt
from flask import Flask, request, abort

app = Flask(__name__)
SIGNING_KEY = os.environ["APP_JWT_KEY"]


def claims_from_request():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    try:
        return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], audience="app")
    except jwt.InvalidTokenError:
        abort(401)


@app.post("/admin/reindex")
def reindex():
    if claims_from_request().get("role") != "admin":
        abort(403)
    return {"queued": True}
