import os

import jwt
from fastapi import Depends, FastAPI, HTTPException
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

app = FastAPI()
bearer = HTTPBearer()
PUBLIC_KEY = os.environ["JWT_PUBLIC_KEY"]


def current_claims(creds: HTTPAuthorizationCredentials = Depends(bearer)) -> dict:
    try:
        return jwt.decode(
            creds.credentials,
            PUBLIC_KEY,
            algorithms=["RS256"],
            audience="api.example.com",
        )
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")


@app.get("/me")
def me(claims: dict = Depends(current_claims)):
    return {"sub": claims["sub"], "scopes": claims.get("scope", "").split()}
