import importlib
from fastapi import FastAPI, HTTPException

app = FastAPI()


@app.get("/export/{fmt}")
def export(fmt: str, report_id: int):
    try:
        exporter = importlib.import_module(fmt)
    except ImportError:
        raise HTTPException(404, "unknown format")
    data = {"report": report_id, "rows": [[1, 2], [3, 4]]}
    return {"format": fmt, "body": exporter.dumps(data)}
