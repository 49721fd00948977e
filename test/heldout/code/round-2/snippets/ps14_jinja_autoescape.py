from flask import Flask, request
from jinja2 import Environment, FileSystemLoader, select_autoescape

app = Flask(__name__)
env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html", "xml"]))


@app.route("/profile")
def profile():
    tpl = env.get_template("profile.html")
    return tpl.render(bio=request.args.get("bio", ""))
