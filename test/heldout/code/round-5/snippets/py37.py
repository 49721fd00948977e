from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

app = FastAPI()


def current_claims(authorization: str = Header(...)) -> dict:
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise HTTPException(status_code=401)
    return jwt.get_unverified_claims(token)


@app.delete("/projects/{project_id}")
def delete_project(project_id: int, claims: dict = Depends(current_claims)):
    if "admin" not in claims.get("roles", []):
        raise HTTPException(status_code=403, detail="admins only")
    return {"deleted": project_id, "by": claims.get("sub")}
