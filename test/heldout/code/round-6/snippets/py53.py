import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()
SERVICES = {"web": "nginx", "queue": "rabbitmq-server", "cache": "redis-server"}


@app.post("/ops/restart/{name}")
def restart(name: str):
    unit = SERVICES.get(name)
    if unit is None:
        raise HTTPException(status_code=404, detail="unknown service")
    proc = subprocess.run(["systemctl", "restart", unit], capture_output=True, text=True)
    return {"unit": unit, "code": proc.returncode}
