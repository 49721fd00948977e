from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)

ALLOWED_NEXT = {"dashboard", "settings", "billing"}


@app.route("/login", methods=["POST"])
def login():
    session["user"] = request.form["username"]
    page = request.args.get("next", "dashboard")
    if page not in ALLOWED_NEXT:
        page = "dashboard"
    return redirect(url_for(page))
