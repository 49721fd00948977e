from pathlib import Path
from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
DOCS_ROOT = Path("/opt/site/docs")


@app.get("/docs/{doc_path:path}", response_class=PlainTextResponse)
def read_doc(doc_path: str):
    target = DOCS_ROOT / doc_path
    if not target.is_file():
        raise HTTPException(status_code=404)
    return target.read_text(encoding="utf-8")
