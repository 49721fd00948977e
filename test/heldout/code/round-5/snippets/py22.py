import os
from flask import Flask, request, abort

app = Flask(__name__)
LOG_ROOT = "/var/log/app"


def clean(name: str) -> str:
    # strip directory traversal sequences
    return name.replace("../", "").replace("..\\", "")


@app.get("/logs/view")
def view_log():
    name = clean(request.args.get("name", "app.log"))
    path = os.path.join(LOG_ROOT, name)
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return "<pre>" + fh.read()[-20000:].replace("<", "&lt;") + "</pre>"
    except FileNotFoundError:
        abort(404)
