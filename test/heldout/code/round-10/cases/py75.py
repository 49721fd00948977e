import base64
import json

from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/cart")
def view_cart():
    raw = request.cookies.get("cart")
    cart = {"items": []}
    if raw:
        try:
            cart = json.loads(base64.urlsafe_b64decode(raw))
        except (ValueError, json.JSONDecodeError):
            cart = {"items": []}
    items = [int(i) for i in cart.get("items", []) if str(i).isdigit()]
    return {"count": len(items), "items": items}
