import requests
from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/webhooks/test")
async def test_webhook(request: Request):
    host = request.query_params.get("host", "hooks.example.com")
    path = request.query_params.get("path", "ping")
    resp = requests.post(f"https://{host}/{path}", json={"ping": True}, timeout=3)
    return {"status": resp.status_code}
