import os
from flask import Flask, abort

app = Flask(__name__)
BASE_DIR = os.path.realpath("/var/app/notes")


@app.get("/notes/<path:name>")
def read_note(name):
    full = os.path.realpath(os.path.join(BASE_DIR, name))
    if not full.startswith(BASE_DIR + os.sep):
        abort(404)
    try:
        with open(full, encoding="utf-8") as fh:
            return {"name": name, "body": fh.read()}
    except FileNotFoundError:
        abort(404)
