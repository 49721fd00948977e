import os

import jwt
from flask import Flask, g, request, abort

app = Flask(__name__)
JWT_SECRET = os.environ["JWT_SECRET"]


@app.before_request
def authenticate():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    try:
        claims = jwt.decode(header[7:], JWT_SECRET, algorithms=["HS256"], audience="billing-api")
    except jwt.InvalidTokenError:
        abort(401)
    g.user_id = claims["sub"]
