from urllib.parse import quote
from flask import Flask, request, redirect

app = Flask(__name__)
DOCS = "https://docs.example.com/search?q="


@app.get("/help")
def help_search():
    term = request.args.get("q", "")
    return redirect(DOCS + quote(term, safe=""), code=302)
