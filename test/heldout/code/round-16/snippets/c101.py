import os

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
PUBLIC_KEY = open(os.environ["JWT_PUBLIC_KEY_FILE"]).read()


def current_user(authorization: str = Header(...)):
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise HTTPException(status_code=401)
    try:
        claims = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"], audience="api://orders")
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
    return {"id": claims["sub"], "scopes": claims.get("scope", "").split()}


@app.get("/orders")
def orders(user=Depends(current_user)):
    if "orders.read" not in user["scopes"]:
        raise HTTPException(status_code=403)
    return {"owner": user["id"], "orders": []}
