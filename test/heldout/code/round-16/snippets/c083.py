import json

from flask import Flask, redirect, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return "<form method=post><input name=user><input name=pw type=password></form>"
    if not check_credentials(request.form["user"], request.form["pw"]):
        return "bad credentials", 401
    session["user"] = request.form["user"]
    return_to = request.args.get("return_to") or url_for("dashboard")
    if return_to.startswith("/"):
        return redirect(return_to)
    return redirect(url_for("dashboard"))


def check_credentials(user, pw):
    with open("users.json") as fh:
        users = json.load(fh)
    return user in users and check_password_hash(users[user], pw)


@app.route("/dashboard")
def dashboard():
    return "ok"
