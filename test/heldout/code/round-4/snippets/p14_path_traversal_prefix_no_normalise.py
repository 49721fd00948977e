from pathlib import Path
from fastapi import FastAPI

app = FastAPI()
BASE = "/var/lib/notes/"


@app.get("/notes/{name:path}")
def read_note(name: str):
    target = BASE + name
    if not target.startswith(BASE):
        return {"error": "forbidden"}
    return {"content": Path(target).read_text()}
