import hashlib
import json
from flask import Flask, request, Response

app = Flask(__name__)
CATALOG = {"version": 3, "items": [{"sku": "A1", "price": 9.5}, {"sku": "B2", "price": 12.0}]}


@app.get("/catalog.json")
def catalog():
    body = json.dumps(CATALOG, sort_keys=True)
    etag = hashlib.md5(body.encode()).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    return Response(body, mimetype="application/json", headers={"ETag": etag})
