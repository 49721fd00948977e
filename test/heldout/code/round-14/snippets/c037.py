import os
from fastapi import FastAPI, Request

app = FastAPI()
sh = os.popen


def git(*parts):
    return sh("git -C /srv/repo " + " ".join(parts)).read()


@app.post("/webhook/deploy")
async def deploy(request: Request):
    event = await request.json()
    branch = event["ref"].split("/")[-1]
    out = git("fetch", "origin", branch)
    out += git("checkout", branch)
    return {"branch": branch, "output": out}
