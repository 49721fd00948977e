from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("return_to", "")
    if not target.startswith("/"):
        target = url_for("index")
    return redirect(target)


@app.route("/")
def index():
    return "home"
