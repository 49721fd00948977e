from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

from .models import User

app = FastAPI()


async def current_user(authorization: str = Header(...)) -> User:
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.get_unverified_claims(token)
    user = await User.get_or_none(id=claims["sub"])
    if user is None or not user.is_active:
        raise HTTPException(status_code=401, detail="invalid token")
    return user


@app.get("/me")
async def me(user: User = Depends(current_user)):
    return {"id": user.id, "email": user.email}
