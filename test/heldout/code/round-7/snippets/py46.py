import json
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()
EVENTS = []


@app.post("/events")
async def ingest(request: Request):
    raw = await request.body()
    try:
        event = json.loads(raw)
    except json.JSONDecodeError:
        raise HTTPException(status_code=400, detail="invalid JSON")
    if not isinstance(event, dict) or "type" not in event:
        raise HTTPException(status_code=422, detail="missing type")
    EVENTS.append({"type": str(event["type"]), "payload": event.get("payload")})
    return {"accepted": True, "count": len(EVENTS)}
