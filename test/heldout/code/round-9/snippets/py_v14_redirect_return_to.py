from flask import Flask, request, redirect, session, render_template
from auth import check_credentials

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = check_credentials(request.form["username"], request.form["password"])
    if user is None:
        return render_template("login.html", error="Invalid credentials"), 401
    session["uid"] = user.id
    return_to = request.args.get("return_to") or "/dashboard"
    return redirect(return_to)
