from flask import Flask, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment(autoescape=True)


@app.post("/emails/preview")
def preview_email():
    body = request.form["template"]
    tpl = env.from_string(body)
    return tpl.render(first_name="Ada", company="Acme", unsubscribe_url="#")
