from jose import jwt
from fastapi import FastAPI, Header, HTTPException

app = FastAPI()


@app.delete("/projects/{project_id}")
def delete_project(project_id: int, authorization: str = Header(...)):
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.get_unverified_claims(token)
    if "projects:delete" not in claims.get("scope", "").split():
        raise HTTPException(status_code=403, detail="missing scope")
    # ... delete the project owned by claims["sub"]
    return {"deleted": project_id, "by": claims["sub"]}
