import html
from flask import Flask, request

app = Flask(__name__)


@app.get("/echo")
def echo():
    msg = request.args.get("msg", "")
    safe_msg = html.escape(msg, quote=True)
    body = "<!doctype html><title>Echo</title><pre>" + safe_msg + "</pre>"
    return body, 200, {"Content-Type": "text/html; charset=utf-8"}
