import hashlib
import hmac

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
WEBHOOK_KEY = b"wh_9f2c81d0a4e7b3c6d5e8f1a2"


@app.post("/hooks/payments")
async def payments_hook(request: Request, x_signature: str = Header(...)):
    body = await request.body()
    expected = hmac.new(WEBHOOK_KEY, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_signature):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    return {"received": event.get("type")}
