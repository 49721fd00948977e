import base64
import pickle

from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/cart")
def view_cart():
    raw = request.cookies.get("cart")
    cart = {"items": []}
    if raw:
        cart = pickle.loads(base64.b64decode(raw))
    return {"count": len(cart["items"]), "items": cart["items"]}


@app.route("/cart/add/<int:item_id>")
def add_to_cart(item_id):
    resp = make_response({"added": item_id})
    cart = {"items": [item_id]}
    resp.set_cookie("cart", base64.b64encode(pickle.dumps(cart)).decode())
    return resp
