from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/out")
def outbound():
    resp = make_response("", 302)
    resp.headers["Location"] = request.args["url"]
    return resp
