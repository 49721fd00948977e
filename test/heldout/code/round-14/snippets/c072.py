from pathlib import Path
from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
ROOT = Path("/opt/site/docs").resolve()


@app.get("/docs/{doc_path:path}", response_class=PlainTextResponse)
def read_doc(doc_path: str):
    target = (ROOT / doc_path).resolve()
    if not target.is_relative_to(ROOT):
        raise HTTPException(status_code=403)
    if not target.is_file():
        raise HTTPException(status_code=404)
    return target.read_text(encoding="utf-8")
