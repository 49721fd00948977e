from jinja2 import Environment, select_autoescape
from flask import Flask, request

app = Flask(__name__)
env = Environment(autoescape=select_autoescape(default=True))
GREETING = env.from_string("<h1>Hello {{ name }}</h1><p>Your plan: {{ plan }}</p>")


@app.get("/welcome")
def welcome():
    return GREETING.render(name=request.args.get("name", "friend"), plan=request.args.get("plan", "free"))
