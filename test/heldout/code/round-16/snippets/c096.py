from flask import Flask, request
from jinja2 import DictLoader, Environment, select_autoescape

app = Flask(__name__)
env = Environment(
    loader=DictLoader({"preview.html": "<div class='comment'>{{ body }}</div><small>{{ author }}</small>"}),
    autoescape=select_autoescape(["html"]),
)


@app.post("/comments/preview")
def preview():
    tpl = env.get_template("preview.html")
    return tpl.render(body=request.form["body"], author=request.form.get("author", "anonymous"))
