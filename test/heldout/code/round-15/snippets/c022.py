import os

from flask import Flask, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
signer = URLSafeSerializer(os.environ["CART_SIGNING_KEY"], salt="cart")


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    try:
        return [int(x) for x in signer.loads(raw)]
    except (BadSignature, ValueError, TypeError):
        return []


@app.post("/cart/add/<int:item_id>")
def add_to_cart(item_id):
    cart = load_cart() + [item_id]
    resp = make_response({"items": cart})
    resp.set_cookie("cart", signer.dumps(cart), httponly=True, secure=True)
    return resp
