from flask import Flask, Response, request

app = Flask(__name__)


@app.post("/login")
def login():
    r = Response(status=302)
    r.location = request.values.get("continue", "/")
    return r
