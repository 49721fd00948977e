from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)


def highlight(term: str) -> Markup:
    return Markup(f'<mark class="hl">{term}</mark>')


@app.get("/search")
def search():
    q = request.args.get("q", "")
    banner = highlight(q) if q else Markup("")
    return render_template("search.html", banner=banner, results=[])
