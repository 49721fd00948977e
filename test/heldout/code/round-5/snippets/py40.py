import os
from flask import Flask, request, Response

app = Flask(__name__)
LOGFILE = "/var/log/nginx/access.log"


@app.get("/logs/search")
def search_logs():
    pattern = request.args.get("pattern", "")
    cmd = " ".join(["grep", "-i", pattern, LOGFILE, "| tail -n 100"])
    with os.popen(cmd) as pipe:
        return Response(pipe.read(), mimetype="text/plain")
