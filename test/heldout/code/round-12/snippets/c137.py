from fastapi import FastAPI, Request, Response

from .analytics import log_click

app = FastAPI()


@app.get("/out")
async def outbound(request: Request) -> Response:
    dest = request.query_params.get("u", "/")
    campaign = request.query_params.get("c", "none")
    await log_click(dest=dest, campaign=campaign)
    return Response(status_code=307, headers={"Location": dest, "Cache-Control": "no-store"})
