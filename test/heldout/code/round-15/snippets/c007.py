import base64
import pickle

from flask import Flask, make_response, request

app = Flask(__name__)


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw))


@app.post("/cart/add/<int:item_id>")
def add_to_cart(item_id):
    cart = load_cart()
    cart.append(item_id)
    resp = make_response({"items": cart})
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), httponly=True)
    return resp
