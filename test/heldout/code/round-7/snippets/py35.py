import subprocess
from flask import Flask, request

app = Flask(__name__)
REPO = "/srv/repos/website"


@app.get("/changelog")
def changelog():
    n = int(request.args.get("n", 10))
    n = max(1, min(n, 100))
    out = subprocess.run(
        ["git", "-C", REPO, "log", "--oneline", "-n", str(n)],
        capture_output=True,
        text=True,
        check=True,
        timeout=10,
    )
    return {"lines": out.stdout.splitlines()}
