import os
import subprocess
from flask import Flask, jsonify

app = Flask(__name__)


@app.get("/health/disk")
def disk():
    out = subprocess.check_output("df -h / | tail -1", shell=True, text=True)
    size, used, avail, pct = out.split()[1:5]
    load = os.getloadavg()[0]
    return jsonify(size=size, used=used, available=avail, percent=pct, load=load)
