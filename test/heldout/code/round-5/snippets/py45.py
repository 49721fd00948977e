import ipaddress
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/tools/traceroute")
def traceroute():
    raw = request.form.get("ip", "")
    try:
        ip = ipaddress.ip_address(raw)
    except ValueError:
        return jsonify({"error": "not an IP address"}), 400
    proc = subprocess.run(
        ["traceroute", "-n", "-m", "15", str(ip)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return jsonify({"rc": proc.returncode, "hops": proc.stdout.splitlines()[1:]})
