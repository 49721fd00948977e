import os
from flask import Flask, request, abort

app = Flask(__name__)
BASE = os.path.realpath("/srv/notes")


@app.get("/notes")
def read_note():
    rel = request.args.get("path", "readme.txt")
    full = os.path.realpath(os.path.join(BASE, rel))
    if os.path.commonpath([BASE, full]) != BASE:
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read()
