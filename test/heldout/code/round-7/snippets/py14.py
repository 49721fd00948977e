from flask import Flask, request, redirect, session, render_template

app = Flask(__name__)
app.secret_key = __import__("os").environ["FLASK_SECRET"]


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    if request.form.get("password") == "":
        return render_template("login.html", error="missing password"), 400
    session["user"] = request.form["username"]
    target = request.args.get("next") or "/dashboard"
    return redirect(target)
