from subprocess import check_output

from flask import Flask, jsonify, request

app = Flask(__name__)


def uptime():
    return check_output(["uptime"]).decode()


def disk_usage(mount="/"):
    return check_output(["df", "-h", mount]).decode()


@app.post("/rpc")
def rpc():
    body = request.get_json(force=True)
    fn = globals()[body["method"]]
    params = body.get("params", [])
    return jsonify({"result": fn(*params)})
