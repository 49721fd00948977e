import subprocess
from flask import Flask, request, abort

app = Flask(__name__)
REPO = "/srv/git/website"


@app.get("/log")
def git_log():
    branch = request.args.get("branch", "main")
    if branch.startswith("-"):
        abort(400)
    out = subprocess.run(
        ["git", "-C", REPO, "log", "--oneline", "-n", "20", "--", branch],
        capture_output=True,
        text=True,
        check=False,
    )
    return {"log": out.stdout.splitlines()}
