import hashlib
import json
from flask import Flask, request, Response

app = Flask(__name__)
CATALOG = [{"sku": "A1", "price": 1200}, {"sku": "B7", "price": 450}]


@app.get("/catalog")
def catalog():
    body = json.dumps(CATALOG, sort_keys=True)
    etag = hashlib.md5(body.encode()).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    return Response(body, mimetype="application/json", headers={"ETag": etag})
