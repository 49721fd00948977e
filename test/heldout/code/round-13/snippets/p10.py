from flask import Flask, request, redirect, url_for, session, render_template
from werkzeug.security import check_password_hash

from .db import get_user_by_email

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = get_user_by_email(request.form["email"])
    if user is None or not check_password_hash(user.password_hash, request.form["password"]):
        return render_template("login.html", error="Invalid credentials"), 401
    session["uid"] = user.id
    target = request.args.get("next") or url_for("dashboard")
    return redirect(target)
