import httpx
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Probe(BaseModel):
    host: str
    port: int = 8080


@app.post("/health/probe")
async def probe(p: Probe):
    target = f"http://{p.host}:{p.port}/healthz"
    async with httpx.AsyncClient(timeout=3) as client:
        resp = await client.get(target)
    return {"target": target, "status": resp.status_code, "body": resp.text[:500]}
