from datetime import datetime

from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "guest")
    page = f"""
    <h1>Hello {name}!</h1>
    <p>Server time: {{{{ now.strftime('%H:%M') }}}}</p>
    """
    return render_template_string(page, now=datetime.utcnow())
