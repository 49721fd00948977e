import subprocess

from fastapi import FastAPI

app = FastAPI()
LOGFILE = "/var/log/app/app.log"


@app.get("/logs/search")
def search_logs(pattern: str, lines: int = 100):
    proc = subprocess.run(
        ["grep", "-i", "-F", "-e", pattern, "--", LOGFILE],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return {"matches": proc.stdout.splitlines()[-lines:]}
