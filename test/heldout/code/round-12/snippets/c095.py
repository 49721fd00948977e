import base64
import pickle

from flask import Flask, make_response, render_template, request

app = Flask(__name__)


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    return pickle.loads(base64.b64decode(raw))


@app.route("/cart")
def cart():
    items = load_cart()
    total = sum(i["price"] * i["qty"] for i in items)
    return render_template("cart.html", items=items, total=total)


@app.post("/cart/clear")
def clear_cart():
    resp = make_response("", 204)
    resp.delete_cookie("cart")
    return resp
