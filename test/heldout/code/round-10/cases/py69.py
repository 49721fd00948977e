import hashlib
from pathlib import Path

from flask import Flask, request, Response

app = Flask(__name__)
STATIC_FILE = Path("/srv/app/static/catalog.json")


@app.get("/catalog.json")
def catalog():
    body = STATIC_FILE.read_bytes()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    return Response(body, mimetype="application/json", headers={"ETag": etag})
