import os

from flask import Flask, request

app = Flask(__name__)


def ping(host, count=3):
    return os.popen("ping -c %d %s" % (count, host)).read()


@app.get("/tools/ping")
def ping_tool():
    host = request.args.get("host", "127.0.0.1")
    output = ping(host)
    return {"host": host, "output": output.splitlines()[-2:]}
