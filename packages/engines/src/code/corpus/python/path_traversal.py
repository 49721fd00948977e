import os

from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/files"


@app.route("/download")
def download():
    filename = request.args.get("file")
    with open(os.path.join(BASE, filename)) as fh:  # expect: path_traversal
        return fh.read()


@app.route("/raw")
def raw():
    return send_file(request.args["path"])  # expect: path_traversal


@app.route("/docs/<name>")
def docs(name):
    return open(f"/srv/docs/{name}").read()  # expect: path_traversal


@app.route("/safe")
def safe_download():
    # Near misses: sanitised name, constant path.
    name = secure_filename(request.args.get("file", ""))
    with open(os.path.join(BASE, name)) as fh:
        data = fh.read()
    with open("config.yaml") as cfg:
        return data + cfg.read()


def read_local(path):
    # Near miss: a plain function parameter is not request input.
    with open(path) as fh:
        return fh.read()
