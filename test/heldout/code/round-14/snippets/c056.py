from flask import Flask, request, render_template
from markupsafe import Markup, escape

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    hint = Markup("<p class='hint'>Results for <b>{}</b></p>").format(escape(q))
    return render_template("search.html", hint=hint, results=[])
