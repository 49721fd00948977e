import random
from flask import Flask, make_response, request

app = Flask(__name__)
ACTIVE = {}


@app.post("/signin")
def signin():
    user = request.form["user"]
    sid = "%032x" % random.getrandbits(128)
    ACTIVE[sid] = user
    resp = make_response({"ok": True})
    resp.set_cookie("sid", sid, httponly=True, secure=True)
    return resp
