import hashlib

from flask import Flask, Response, request

app = Flask(__name__)
MANIFEST_PATH = "static/manifest.json"


@app.get("/manifest.json")
def manifest():
    with open(MANIFEST_PATH, "rb") as fh:
        body = fh.read()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/json")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp
