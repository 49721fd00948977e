import yaml
from fastapi import FastAPI, File, UploadFile

app = FastAPI()
LOADER = yaml.UnsafeLoader


@app.post("/pipelines/import")
async def import_pipeline(spec: UploadFile = File(...)):
    text = (await spec.read()).decode("utf-8")
    doc = yaml.load(text, Loader=LOADER)
    steps = doc.get("steps", [])
    return {"name": doc.get("name"), "steps": len(steps)}
