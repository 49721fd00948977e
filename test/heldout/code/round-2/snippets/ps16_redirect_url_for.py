from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    session["user"] = request.form["user"]
    return redirect(url_for("dashboard"))


@app.route("/dashboard")
def dashboard():
    return "ok"
