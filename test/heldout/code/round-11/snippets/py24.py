import re
import shlex
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SLUG = re.compile(r"^[a-z0-9-]{1,40}$")


@app.post("/projects/export")
def export_project():
    project = request.json.get("project", "")
    if not SLUG.match(project):
        abort(400)
    workdir = f"/srv/projects/{project}"
    archive = f"/srv/exports/{project}.tar.gz"
    cmd = f"tar -czf {shlex.quote(archive)} -C {shlex.quote(workdir)} ."
    subprocess.run(cmd, shell=True, check=True, timeout=300)
    return jsonify(archive=archive)
