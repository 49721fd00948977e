from pathlib import Path
from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
DOCS_ROOT = Path("/srv/docs").resolve()


@app.get("/docs/{doc_path:path}")
def serve_doc(doc_path: str):
    target = (DOCS_ROOT / doc_path).resolve()
    if not target.is_relative_to(DOCS_ROOT):
        raise HTTPException(status_code=403, detail="outside docs root")
    if not target.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(target)
