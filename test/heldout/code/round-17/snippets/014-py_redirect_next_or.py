from flask import Flask, request, redirect, render_template

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = request.form.get("user")
    if not user:
        return render_template("login.html", error="missing user"), 400
    target = request.args.get("next") or "/"
    return redirect(target)
