import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    host = request.form.get("host", "")
    count = int(request.form.get("count", 3))
    proc = subprocess.run(
        f"ping -c {count} -W 2 {host}",
        shell=True,
        capture_output=True,
        text=True,
        timeout=30,
    )
    return jsonify({"rc": proc.returncode, "output": proc.stdout})
