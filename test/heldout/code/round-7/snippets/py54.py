import os
import jwt

PUBLIC_KEY = open("/etc/auth/jwt-public.pem").read()
JWT_OPTIONS = {"verify_signature": True, "require": ["exp", "sub"]}


def user_from_token(token: str) -> str:
    claims = jwt.decode(
        token,
        PUBLIC_KEY,
        algorithms=["RS256"],
        audience=os.environ.get("JWT_AUDIENCE", "web"),
        options=JWT_OPTIONS,
    )
    return claims["sub"]
