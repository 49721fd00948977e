import subprocess
from flask import Flask, request

app = Flask(__name__)
USE_SHELL = False


@app.get("/git/show")
def git_show():
    rev = request.args.get("rev", "HEAD")
    proc = subprocess.run(["git", "show", "--stat", "--end-of-options", rev],
                          shell=USE_SHELL, capture_output=True, text=True, timeout=10)
    return {"out": proc.stdout[-4000:]}
