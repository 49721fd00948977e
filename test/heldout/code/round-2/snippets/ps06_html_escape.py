import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "world")
    return "<p>Hello, " + html.escape(name) + "!</p>"
