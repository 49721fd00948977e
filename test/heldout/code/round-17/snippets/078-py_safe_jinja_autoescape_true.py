from jinja2 import Environment, DictLoader
from flask import Flask, request

app = Flask(__name__)
env = Environment(
    loader=DictLoader({"hello.html": "<h1>Hello {{ name }}</h1><p>{{ note }}</p>"}),
    autoescape=True,
)


@app.get("/hello")
def hello():
    return env.get_template("hello.html").render(
        name=request.args.get("name", "friend"),
        note=request.args.get("note", ""),
    )
