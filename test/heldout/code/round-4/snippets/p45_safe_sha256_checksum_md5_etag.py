import hashlib
from flask import Flask, request, make_response

app = Flask(__name__)
ASSET = open("static/app.js", "rb").read()


def file_sha256(path, chunk=65536):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(chunk), b""):
            h.update(block)
    return h.hexdigest()


@app.route("/app.js")
def app_js():
    etag = hashlib.md5(ASSET, usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    resp = make_response(ASSET)
    resp.headers["ETag"] = etag
    resp.headers["Content-Type"] = "application/javascript"
    return resp
