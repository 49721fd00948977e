import hashlib

from flask import Flask, Response, request

app = Flask(__name__)


@app.get("/assets/manifest.json")
def manifest():
    with open("static/manifest.json", "rb") as fh:
        body = fh.read()
    etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/json")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp
