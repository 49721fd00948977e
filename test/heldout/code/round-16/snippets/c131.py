import subprocess

from flask import Flask, request

app = Flask(__name__)


class GitRunner:
    USE_SHELL = False
    REPO = "/srv/repos/site"

    def log(self, branch, limit=20):
        cmd = ["git", "-C", self.REPO, "log", "--oneline", "-n", str(limit), "--end-of-options", branch, "--"]
        return subprocess.check_output(cmd, shell=self.USE_SHELL, text=True)


runner = GitRunner()


@app.get("/git/log")
def git_log():
    return {"lines": runner.log(request.args.get("branch", "main")).splitlines()}
