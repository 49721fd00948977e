import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/tools/ping")
def ping():
    host = request.args.get("host", "127.0.0.1")
    count = int(request.args.get("count", 1))
    cmd = f"ping -c {count} {host}"
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return {"rc": result.returncode, "out": result.stdout}
