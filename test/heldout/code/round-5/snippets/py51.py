import jwt
import requests
from flask import request, abort, g

JWKS_URL = "https://login.example-idp.com/.well-known/jwks.json"
ISSUER = "https://login.example-idp.com/"
_jwks_cache = {}


def _signing_key(kid: str):
    if kid not in _jwks_cache:
        keys = requests.get(JWKS_URL, timeout=5).json()["keys"]
        for k in keys:
            _jwks_cache[k["kid"]] = jwt.algorithms.RSAAlgorithm.from_jwk(k)
    return _jwks_cache.get(kid)


def authenticate_request():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    header = jwt.get_unverified_header(token)
    key = _signing_key(header.get("kid", ""))
    if key is None:
        abort(401)
    try:
        g.claims = jwt.decode(token, key, algorithms=["RS256"], issuer=ISSUER, audience="billing")
    except jwt.PyJWTError:
        abort(401)
