import hashlib
from flask import Flask, request, Response

app = Flask(__name__)


def render_feed() -> bytes:
    return b"<rss version='2.0'><channel><title>News</title></channel></rss>"


@app.get("/feed.xml")
def feed():
    body = render_feed()
    etag = hashlib.sha256(body).hexdigest()[:32]
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/rss+xml")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp
