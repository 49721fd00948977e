from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

app = FastAPI()


def current_user(authorization: str = Header(...)):
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise HTTPException(status_code=401)
    claims = jwt.get_unverified_claims(token)
    return {"id": claims["sub"], "tenant": claims["tenant"]}


@app.get("/invoices")
def invoices(user=Depends(current_user)):
    return {"tenant": user["tenant"], "invoices": []}
