from pathlib import Path
from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
TEMPLATES = Path("/opt/mailer/templates")


@app.get("/templates/{name}", response_class=PlainTextResponse)
def read_template(name: str, locale: str = "en"):
    target = TEMPLATES / locale / f"{name}.txt"
    if not target.exists():
        raise HTTPException(status_code=404)
    return target.read_text(encoding="utf-8")
