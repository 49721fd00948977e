import os
import jwt
from flask import Flask, request, abort, g

app = Flask(__name__)
SECRET = os.environ["JWT_SECRET"]


@app.before_request
def authenticate():
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Bearer "):
        abort(401)
    try:
        claims = jwt.decode(auth[7:], SECRET, algorithms=["HS256"], audience="orders-api")
    except jwt.InvalidTokenError:
        abort(401)
    g.user_id = claims["sub"]
    g.scopes = set(claims.get("scope", "").split())


@app.get("/orders")
def my_orders():
    if "orders:read" not in g.scopes:
        abort(403)
    return {"user": g.user_id, "orders": []}
