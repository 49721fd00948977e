import os

from flask import Flask, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
serializer = URLSafeSerializer(os.environ["CART_SIGNING_KEY"], salt="cart")


def read_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    try:
        return serializer.loads(raw)
    except BadSignature:
        return []


@app.post("/cart/<sku>")
def add(sku):
    items = read_cart() + [sku]
    resp = make_response({"count": len(items)})
    resp.set_cookie("cart", serializer.dumps(items), httponly=True, samesite="Lax")
    return resp
