import base64
import pickle
from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/cart")
def cart():
    raw = request.cookies.get("cart")
    items = []
    if raw:
        items = pickle.loads(base64.b64decode(raw))
    resp = make_response({"items": items})
    return resp


@app.route("/cart/add/<int:item_id>")
def add(item_id):
    raw = request.cookies.get("cart")
    items = pickle.loads(base64.b64decode(raw)) if raw else []
    items.append(item_id)
    resp = make_response({"items": items})
    resp.set_cookie("cart", base64.b64encode(pickle.dumps(items)).decode())
    return resp
