import yaml
from fastapi import FastAPI, Request

app = FastAPI()

LOADER = yaml.Loader


@app.post("/pipelines")
async def create_pipeline(request: Request):
    body = await request.body()
    spec = yaml.load(body, Loader=LOADER)
    steps = spec.get("steps", [])
    return {"steps": len(steps)}
