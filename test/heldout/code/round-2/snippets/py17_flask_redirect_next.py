from flask import Flask, redirect, request, session

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    session["user"] = request.form["user"]
    target = request.args.get("next") or "/"
    return redirect(target)
