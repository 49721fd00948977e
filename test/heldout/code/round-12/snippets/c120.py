from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)
APP_HOST = "app.example.com"


@app.get("/continue")
def continue_to():
    target = request.args.get("to", "")
    if urlparse(target).netloc != APP_HOST:
        return redirect(url_for("home"))
    return redirect(target)


@app.get("/")
def home():
    return "home"
