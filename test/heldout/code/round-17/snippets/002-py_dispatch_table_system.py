import os
from flask import Flask, request

app = Flask(__name__)

ACTIONS = {
    "run": os.system,
    "log": print,
}


@app.route("/ops/restart")
def restart_service():
    svc = request.args.get("service", "web")
    command = "systemctl restart {}".format(svc)
    ACTIONS["run"](command)
    return {"restarted": svc}
