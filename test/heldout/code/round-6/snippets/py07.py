import base64
import pickle

from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/cart")
def view_cart():
    raw = request.cookies.get("cart")
    cart = []
    if raw:
        cart = pickle.loads(base64.urlsafe_b64decode(raw.encode()))
    return {"items": cart}


@app.route("/cart/add/<int:item_id>")
def add(item_id):
    resp = make_response({"ok": True})
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps([item_id])).decode())
    return resp
