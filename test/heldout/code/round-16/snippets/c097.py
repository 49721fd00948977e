from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

app = FastAPI()


def current_user(authorization: str = Header(...)):
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise HTTPException(status_code=401)
    claims = jwt.get_unverified_claims(token)
    return {"id": claims["sub"], "tenant": claims["tid"], "scopes": claims.get("scp", "").split()}


@app.get("/tenants/{tenant_id}/invoices")
def invoices(tenant_id: str, user=Depends(current_user)):
    if user["tenant"] != tenant_id or "invoices.read" not in user["scopes"]:
        raise HTTPException(status_code=403)
    return {"tenant": tenant_id, "invoices": []}
