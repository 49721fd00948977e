from flask import Flask, request, redirect, session

app = Flask(__name__)

ALLOWED_NEXT = {"/", "/account", "/orders", "/help"}


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("continue", "/")
    if target not in ALLOWED_NEXT:
        target = "/"
    return redirect(target)
