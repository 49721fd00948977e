import jwt
from jwt import PyJWKClient
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
jwks = PyJWKClient("https://login.example.com/.well-known/jwks.json")


def verified_claims(token: str) -> dict:
    header = jwt.get_unverified_header(token)
    if header.get("alg") != "RS256":
        abort(401)
    signing_key = jwks.get_signing_key(header["kid"])
    return jwt.decode(token, signing_key.key, algorithms=["RS256"], audience="orders-api")


@app.get("/orders")
def orders():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    try:
        claims = verified_claims(token)
    except (jwt.PyJWTError, KeyError):
        abort(401)
    return jsonify(user=claims["sub"], orders=[])
