from urllib.parse import quote

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/find")
def find():
    resp = make_response("", 302)
    resp.headers["Location"] = "/search?q=" + quote(request.args.get("q", ""))
    return resp
