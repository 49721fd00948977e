import tarfile
import os
import subprocess

from flask import Flask, request

app = Flask(__name__)
WORK = "/srv/builds"


@app.post("/builds/<project>")
def build(project):
    branch = request.args.get("branch", "main")
    workdir = os.path.join(WORK, "checkout")
    subprocess.check_call(["git", "-C", workdir, "fetch", "origin"])
    subprocess.check_call(
        ["bash", "-c", "git -C %s checkout %s && make -C %s" % (workdir, branch, workdir)]
    )
    return {"project": project, "branch": branch}
