import requests
from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/nodes/status")
async def node_status(request: Request):
    host = request.query_params.get("host", "localhost")
    port = int(request.query_params.get("port", "9100"))
    r = requests.get(f"http://{host}:{port}/metrics", timeout=3)
    lines = [l for l in r.text.splitlines() if l.startswith("node_load1")]
    return {"host": host, "load": lines[0].split()[-1] if lines else None}
