import yaml
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/pipelines")
async def create_pipeline(request: Request):
    body = await request.body()
    spec = yaml.safe_load(body)
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"steps": len(steps)}
