from flask import Flask, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment()


@app.post("/emails/preview")
def preview_email():
    data = request.get_json()
    template = env.from_string(data["template"])
    return {"html": template.render(first_name="Ada", order_id="A-1042")}
