from flask import Flask, redirect, request, session, url_for, render_template
from werkzeug.security import check_password_hash

app = Flask(__name__)
USERS = {}


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = USERS.get(request.form["email"])
    if user and check_password_hash(user["hash"], request.form["password"]):
        session["uid"] = user["id"]
        target = request.args.get("next") or url_for("dashboard")
        return redirect(target)
    return render_template("login.html", error="Invalid credentials"), 401


@app.get("/dashboard")
def dashboard():
    return "ok"
