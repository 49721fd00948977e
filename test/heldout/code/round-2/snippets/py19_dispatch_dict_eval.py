from flask import Flask, request

app = Flask(__name__)

OPS = {"calc": eval, "upper": str.upper}


@app.route("/op", methods=["POST"])
def op():
    fn = OPS[request.form["op"]]
    return str(fn(request.form["arg"]))
