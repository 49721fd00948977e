import httpx
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class WebhookTest(BaseModel):
    url: str
    event: str = "ping"


@app.post("/webhooks/test")
async def test_webhook(body: WebhookTest):
    """Let users check that their webhook endpoint is reachable."""
    async with httpx.AsyncClient(timeout=5.0) as client:
        r = await client.post(body.url, json={"event": body.event})
    return {"status": r.status_code, "body": r.text[:500]}
