import importlib
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/tasks/dispatch")
async def dispatch(request: Request):
    task = await request.json()
    module = importlib.import_module(task["module"])
    func = getattr(module, task["function"])
    result = func(*task.get("args", []), **task.get("kwargs", {}))
    return {"status": "done", "result": str(result)}
