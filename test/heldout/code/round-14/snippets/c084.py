from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

app = FastAPI()


def current_user(authorization: str = Header(...)):
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.get_unverified_claims(token)
    if "sub" not in claims:
        raise HTTPException(status_code=401, detail="invalid token")
    return {"id": claims["sub"], "scopes": claims.get("scope", "").split()}


@app.delete("/projects/{project_id}")
def delete_project(project_id: int, user=Depends(current_user)):
    if "projects:write" not in user["scopes"]:
        raise HTTPException(status_code=403)
    return {"deleted": project_id, "by": user["id"]}
