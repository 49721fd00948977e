import logging
from pathlib import Path

from fastapi import FastAPI

app = FastAPI()
log = logging.getLogger("docs")
DOCS = Path("/srv/docs").resolve()


@app.get("/docs/raw")
def raw_doc(name: str):
    target = (DOCS / name).resolve()
    if not target.is_relative_to(DOCS):
        log.warning("suspicious doc path requested: %s", name)
    return {"name": name, "content": target.read_text(encoding="utf-8")}
