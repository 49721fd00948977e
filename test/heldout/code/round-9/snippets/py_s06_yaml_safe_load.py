import yaml
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()


@app.post("/deployments/lint")
async def lint_manifest(request: Request):
    text = (await request.body()).decode("utf-8")
    try:
        docs = list(yaml.safe_load_all(text))
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    problems = []
    for i, doc in enumerate(docs):
        if not isinstance(doc, dict) or "kind" not in doc:
            problems.append(f"document {i} has no kind")
    return {"documents": len(docs), "problems": problems}
