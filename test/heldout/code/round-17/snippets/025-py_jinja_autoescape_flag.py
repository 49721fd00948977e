from jinja2 import Environment, DictLoader
from flask import Flask, request

app = Flask(__name__)
AUTOESCAPE = False
env = Environment(
    loader=DictLoader({"search.html": "<p>Results for {{ q }}</p><ul>{% for r in rows %}<li>{{ r }}</li>{% endfor %}</ul>"}),
    autoescape=AUTOESCAPE,
)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    rows = [x for x in ["alpha", "beta", "gamma"] if q in x]
    return env.get_template("search.html").render(q=q, rows=rows)
