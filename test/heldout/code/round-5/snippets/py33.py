import subprocess
from flask import Flask, request, Response

app = Flask(__name__)


@app.get("/repo/grep")
def repo_grep():
    pattern = request.args.get("q", "")
    branch = request.args.get("branch", "main")
    script = f"git -C /srv/repo grep -n '{pattern}' {branch} | head -n 200"
    out = subprocess.run(["bash", "-c", script], capture_output=True, text=True)
    return Response(out.stdout, mimetype="text/plain")
