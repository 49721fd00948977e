import yaml
from fastapi import FastAPI, HTTPException, UploadFile

app = FastAPI()


@app.post("/workflows/validate")
async def validate_workflow(file: UploadFile):
    try:
        spec = yaml.safe_load(await file.read())
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if not isinstance(spec, dict) or "jobs" not in spec:
        raise HTTPException(status_code=422, detail="missing jobs")
    return {"jobs": sorted(spec["jobs"].keys())}
