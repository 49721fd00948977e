import hashlib
from flask import Flask, Response, request

app = Flask(__name__)
CHANGELOG = open("CHANGELOG.md", encoding="utf-8").read()


@app.get("/changelog")
def changelog():
    etag = hashlib.md5(CHANGELOG.encode("utf-8")).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(CHANGELOG, mimetype="text/markdown")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp
