from jinja2 import Environment, FileSystemLoader, select_autoescape
from flask import Flask, request

app = Flask(__name__)
env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html", "xml"]))


@app.route("/greet")
def greet():
    name = request.args.get("name", "guest")
    template = env.get_template("greet.html")
    return template.render(name=name)
