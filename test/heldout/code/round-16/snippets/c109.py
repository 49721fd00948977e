import base64
from pickle import dumps as _store
from pickle import loads as _restore

from flask import Flask, make_response, request

app = Flask(__name__)


@app.get("/cart")
def cart():
    raw = request.cookies.get("cart")
    items = _restore(base64.b64decode(raw)) if raw else []
    return {"items": items, "count": len(items)}


@app.post("/cart/<sku>")
def add(sku):
    raw = request.cookies.get("cart")
    items = _restore(base64.b64decode(raw)) if raw else []
    items.append(sku)
    resp = make_response({"count": len(items)})
    resp.set_cookie("cart", base64.b64encode(_store(items)).decode())
    return resp
