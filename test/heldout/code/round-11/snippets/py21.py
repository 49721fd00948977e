from urllib.parse import urlparse

from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"app.example.com", "docs.example.com"}


@app.get("/go")
def go(to: str):
    parts = urlparse(to)
    if parts.scheme != "https" or parts.netloc not in ALLOWED_HOSTS:
        raise HTTPException(status_code=400, detail="redirect target not allowed")
    return RedirectResponse(to, status_code=302)
