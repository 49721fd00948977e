from flask import Flask, render_template, request

app = Flask(__name__)


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "friend")
    unread = int(request.args.get("unread", 0) or 0)
    return render_template("welcome.html", name=name, unread=unread)
