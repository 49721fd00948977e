import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)
REPO = "/srv/repos/website"


@app.get("/admin/changelog")
def changelog():
    count = request.args.get("n", default=20, type=int)
    count = max(1, min(count, 200))
    out = subprocess.run(
        ["git", "-C", REPO, "log", "--oneline", "-n", str(count)],
        capture_output=True,
        text=True,
        check=True,
    )
    return jsonify(lines=out.stdout.splitlines())
