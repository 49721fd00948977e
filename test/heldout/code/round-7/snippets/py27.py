from jose import jwt
from fastapi import FastAPI, Header, HTTPException

app = FastAPI()


def current_user(authorization: str) -> dict:
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.get_unverified_claims(token)
    if "sub" not in claims:
        raise HTTPException(status_code=401)
    return claims


@app.delete("/projects/{project_id}")
def delete_project(project_id: int, authorization: str = Header(...)):
    user = current_user(authorization)
    if user.get("role") != "owner":
        raise HTTPException(status_code=403, detail="owners only")
    return {"deleted": project_id, "by": user["sub"]}
