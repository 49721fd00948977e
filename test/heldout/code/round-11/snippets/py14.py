import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

from .db import delete_project_by_id, get_user

app = FastAPI()


def current_user(authorization: str = Header(...)):
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.decode(token, options={"verify_signature": False})
    user = get_user(claims["sub"])
    if user is None:
        raise HTTPException(status_code=401, detail="unknown user")
    return user


@app.delete("/projects/{project_id}")
def delete_project(project_id: int, user=Depends(current_user)):
    if project_id not in user.owned_project_ids:
        raise HTTPException(status_code=403)
    delete_project_by_id(project_id)
    return {"deleted": project_id}
