from fastapi import FastAPI, Request, Response

app = FastAPI()

CLICKS = {}


@app.get("/out")
async def track_and_forward(request: Request):
    target = request.query_params.get("to", "/")
    campaign = request.query_params.get("c", "none")
    CLICKS[campaign] = CLICKS.get(campaign, 0) + 1
    return Response(status_code=307, headers={"Location": target, "Cache-Control": "no-store"})
