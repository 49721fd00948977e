import os

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
SIGNING_KEY = os.environ["JWT_SIGNING_KEY"]


def current_user_id(authorization: str = Header(...)) -> str:
    token = authorization.removeprefix("Bearer ").strip()
    try:
        claims = jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], audience="api")
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    return claims["sub"]


@app.get("/me")
def me(user_id: str = Depends(current_user_id)):
    return {"id": user_id}
