from flask import Flask, request, redirect, session, url_for

app = Flask(__name__)
app.secret_key = __import__("os").environ["FLASK_SECRET"]


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("next", "/")
    # only allow local paths
    if not target.startswith("/"):
        target = url_for("index")
    return redirect(target)


@app.route("/")
def index():
    return "home"
