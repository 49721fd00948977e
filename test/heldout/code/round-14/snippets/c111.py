import os
import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
JWT_KEY = os.environ["JWT_SECRET"]


def current_user(authorization: str = Header(...)) -> dict:
    token = authorization.removeprefix("Bearer ").strip()
    try:
        claims = jwt.decode(token, JWT_KEY, algorithms=["HS256"], audience="api")
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    return {"id": claims["sub"], "role": claims.get("role", "user")}


@app.get("/me")
def me(user: dict = Depends(current_user)):
    return user
