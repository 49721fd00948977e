import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()


@app.post("/pipelines/validate")
async def validate(spec: UploadFile = File(...)):
    try:
        doc = yaml.safe_load(await spec.read())
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if not isinstance(doc, dict) or "steps" not in doc:
        raise HTTPException(status_code=422, detail="missing steps")
    return {"name": doc.get("name", "unnamed"), "steps": len(doc["steps"])}
