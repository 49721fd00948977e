from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/auth/callback")
async def oauth_callback(request: Request, code: str):
    # exchange the code for a session (omitted)
    next_url = request.query_params.get("state_redirect") or "/"
    response = RedirectResponse(url=next_url, status_code=302)
    response.set_cookie("session", "pending", httponly=True, secure=True)
    return response
