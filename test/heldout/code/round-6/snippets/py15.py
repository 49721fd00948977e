import os

from flask import Flask, redirect, request, session, url_for

from .auth import authenticate

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return "<form method=post>...</form>"
    user = authenticate(request.form["username"], request.form["password"])
    if user is None:
        return redirect(url_for("login"))
    session["uid"] = user.id
    target = request.form.get("continue") or url_for("dashboard")
    return redirect(target)
