import base64
import json
from flask import Flask, request, make_response, render_template

app = Flask(__name__)
DEFAULTS = {"theme": "light", "lang": "en"}


def read_prefs():
    raw = request.cookies.get("prefs")
    if not raw:
        return dict(DEFAULTS)
    try:
        data = json.loads(base64.urlsafe_b64decode(raw))
    except ValueError:
        return dict(DEFAULTS)
    return {k: str(data.get(k, v))[:16] for k, v in DEFAULTS.items()}


@app.route("/")
def index():
    return render_template("index.html", prefs=read_prefs())
