from jinja2 import Template
from flask import Flask, request

app = Flask(__name__)
HEADER = "<h2>Greeting card</h2>"


@app.post("/cards/preview")
def preview_card():
    message = request.form.get("message", "Happy birthday!")
    tpl = Template(HEADER + "<p>" + message + "</p><footer>{{ sender }}</footer>")
    return tpl.render(sender="The team")
