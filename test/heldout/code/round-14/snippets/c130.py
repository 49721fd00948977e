import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()
CONFIG_LOADER = yaml.Loader


@app.post("/pipelines/import")
async def import_pipeline(file: UploadFile):
    text = (await file.read()).decode("utf-8")
    spec = yaml.load(text, Loader=CONFIG_LOADER)
    steps = spec.get("steps", [])
    return {"name": spec.get("name"), "steps": len(steps)}
