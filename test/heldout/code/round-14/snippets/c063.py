import base64
import pickle
from flask import Flask, request, make_response

app = Flask(__name__)


@app.get("/cart")
def cart():
    raw = request.cookies.get("cart")
    items = pickle.loads(base64.b64decode(raw)) if raw else []
    total = sum(i["price"] * i["qty"] for i in items)
    return {"items": items, "total": total}


@app.post("/cart/clear")
def clear():
    resp = make_response({"ok": True})
    resp.delete_cookie("cart")
    return resp
