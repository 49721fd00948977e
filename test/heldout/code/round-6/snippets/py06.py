import textwrap
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/plugins/run")
async def run_plugin(request: Request):
    payload = await request.json()
    source = textwrap.dedent(payload["script"])
    namespace = {"__name__": "plugin"}
    code = compile(source, "<plugin>", "exec")
    exec(code, namespace)
    return {"output": namespace.get("result")}
