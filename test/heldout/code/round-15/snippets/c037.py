from flask import Flask, redirect, request, session

app = Flask(__name__)
ALLOWED_RETURN = {"/", "/account", "/orders", "/settings/billing"}


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("return_to", "/")
    if target not in ALLOWED_RETURN:
        target = "/"
    return redirect(target)
