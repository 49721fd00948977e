import html
from flask import Flask, request

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    safe_q = html.escape(q, quote=True)
    return f"""<!doctype html>
<html><body>
  <form action="/search"><input name="q" value="{safe_q}"></form>
  <p>No results for <strong>{safe_q}</strong>.</p>
</body></html>"""
