import base64
import pickle
from flask import Flask, request, make_response, render_template

app = Flask(__name__)


@app.route("/cart")
def view_cart():
    raw = request.cookies.get("cart")
    items = []
    if raw:
        try:
            items = pickle.loads(base64.urlsafe_b64decode(raw))
        except Exception:
            items = []
    return render_template("cart.html", items=items)


@app.route("/cart/add/<sku>")
def add_to_cart(sku):
    raw = request.cookies.get("cart")
    items = pickle.loads(base64.urlsafe_b64decode(raw)) if raw else []
    items.append(sku)
    resp = make_response("ok")
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps(items)).decode())
    return resp
