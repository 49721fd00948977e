from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/oauth/callback")
async def oauth_callback(code: str, state: str, return_to: str = "/"):
    if not return_to.startswith(("https://", "/")):
        raise HTTPException(status_code=400, detail="bad return_to")
    # token exchange omitted for brevity
    response = RedirectResponse(url=return_to, status_code=302)
    response.set_cookie("oauth_state", "", max_age=0)
    return response
