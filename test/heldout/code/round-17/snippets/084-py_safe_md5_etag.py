import hashlib
from flask import Flask, request, make_response

app = Flask(__name__)
CATALOG = b'{"items": [1, 2, 3]}'


@app.get("/catalog")
def catalog():
    etag = hashlib.md5(CATALOG).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    resp = make_response(CATALOG)
    resp.headers["ETag"] = etag
    resp.headers["Content-Type"] = "application/json"
    return resp
