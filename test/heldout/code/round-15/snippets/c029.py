from fastapi import FastAPI, Response

app = FastAPI()


@app.get("/sso/callback")
def sso_callback(code: str, state: str = "/"):
    # exchange code for a session elsewhere; send the user back where they started
    resp = Response(status_code=302)
    resp.headers["Location"] = state
    resp.set_cookie("sso_code", code, httponly=True, secure=True)
    return resp
