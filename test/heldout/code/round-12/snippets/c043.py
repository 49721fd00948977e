import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPOS = "/srv/git"
RUN_OPTS = dict(shell=True, capture_output=True, text=True, timeout=60)


def git_log(repo_dir: str, branch: str) -> str:
    proc = subprocess.run(f"git -C {repo_dir} log --oneline -n 50 {branch}", **RUN_OPTS)
    return proc.stdout


@app.get("/repos/<name>/log")
def log(name):
    repo = os.path.join(REPOS, secure_filename(name))
    return git_log(repo, request.args.get("branch", "main")), 200, {"Content-Type": "text/plain"}
