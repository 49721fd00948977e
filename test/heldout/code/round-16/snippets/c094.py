from jinja2 import DictLoader, Environment
from flask import Flask, request

app = Flask(__name__)
AUTOESCAPE = False
env = Environment(
    loader=DictLoader({"preview.html": "<div class='comment'>{{ body }}</div><small>{{ author }}</small>"}),
    autoescape=AUTOESCAPE,
)


@app.post("/comments/preview")
def preview():
    tpl = env.get_template("preview.html")
    return tpl.render(body=request.form["body"], author=request.form.get("author", "anonymous"))
