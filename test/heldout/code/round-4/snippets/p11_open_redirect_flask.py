from flask import Flask, redirect, request, session, url_for

from .auth import check_credentials

app = Flask(__name__)
app.secret_key = __import__("os").environ["FLASK_SECRET"]


@app.route("/login", methods=["POST"])
def login():
    username = request.form["username"]
    password = request.form["password"]
    if not check_credentials(username, password):
        return redirect(url_for("login_form"))
    session["user"] = username
    target = request.args.get("return_to") or url_for("dashboard")
    return redirect(target)
