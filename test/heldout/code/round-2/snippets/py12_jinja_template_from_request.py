from flask import Flask, request
from jinja2 import Template

app = Flask(__name__)


@app.route("/preview")
def preview():
    tpl = Template(request.args.get("template", "Hello {{ name }}"))
    return tpl.render(name="guest")
