import yaml
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()
CONFIG_LOADER = yaml.UnsafeLoader


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    text = (await request.body()).decode("utf-8")
    try:
        spec = yaml.load(text, Loader=CONFIG_LOADER)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"ok": True, "steps": len(steps)}
