import yaml
from fastapi import FastAPI, HTTPException, UploadFile

app = FastAPI()


@app.post("/pipelines/validate")
async def validate_pipeline(file: UploadFile):
    raw = await file.read()
    try:
        spec = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if not isinstance(spec, dict) or "steps" not in spec:
        raise HTTPException(status_code=422, detail="missing steps")
    return {"name": spec.get("name"), "steps": len(spec["steps"])}
