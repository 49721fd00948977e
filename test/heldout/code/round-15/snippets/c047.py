import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()
LOADER = yaml.UnsafeLoader


@app.post("/pipelines/import")
async def import_pipeline(file: UploadFile):
    raw = await file.read()
    spec = yaml.load(raw, Loader=LOADER)
    steps = spec.get("steps", [])
    return {"name": spec.get("name"), "steps": len(steps)}
