import hashlib
import json

from flask import Flask, Response, request

app = Flask(__name__)
CATALOG = [{"sku": "A1", "price": 10}, {"sku": "B2", "price": 25}]


@app.get("/catalog.json")
def catalog():
    body = json.dumps(CATALOG, sort_keys=True).encode()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/json")
    resp.headers["ETag"] = etag
    return resp
