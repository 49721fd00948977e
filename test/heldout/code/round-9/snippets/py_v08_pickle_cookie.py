import base64
import pickle
from flask import Flask, request, render_template

app = Flask(__name__)


def read_prefs():
    raw = request.cookies.get("prefs")
    if not raw:
        return {"theme": "light", "lang": "en"}
    try:
        return pickle.loads(base64.b64decode(raw))
    except Exception:
        return {"theme": "light", "lang": "en"}


@app.route("/")
def index():
    prefs = read_prefs()
    return render_template("index.html", prefs=prefs)
