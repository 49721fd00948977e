from flask import Flask, request, redirect, url_for

app = Flask(__name__)

ALLOWED_NEXT = {"/dashboard", "/settings", "/billing", "/"}


@app.route("/after-login")
def after_login():
    nxt = request.args.get("next", "/dashboard")
    if nxt not in ALLOWED_NEXT:
        nxt = "/"
    return redirect(nxt)


@app.route("/old-profile/<int:user_id>")
def old_profile(user_id):
    return redirect(url_for("profile", user_id=user_id), code=301)


@app.route("/profile/<int:user_id>")
def profile(user_id):
    return {"user": user_id}
