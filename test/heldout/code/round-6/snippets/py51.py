import hashlib
from flask import Flask, request, make_response

app = Flask(__name__)
CATALOG = {"version": 7, "items": ["apple", "pear"]}


@app.route("/catalog")
def catalog():
    body = str(CATALOG).encode()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    resp = make_response(body)
    resp.headers["ETag"] = etag
    return resp


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
