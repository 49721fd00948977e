from flask import Flask, request, redirect, session

app = Flask(__name__)
app.secret_key = "dev-secret-change-me-9f8e7d"


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("continue")
    if target:
        return redirect(target)
    return redirect("/")
