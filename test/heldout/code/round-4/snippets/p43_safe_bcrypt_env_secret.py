import os
import bcrypt
import hmac

API_TOKEN = os.environ["INTERNAL_API_TOKEN"]


def hash_password(password: str) -> bytes:
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))


def verify_password(password: str, stored: bytes) -> bool:
    return bcrypt.checkpw(password.encode(), stored)


def check_api_token(presented: str) -> bool:
    return hmac.compare_digest(presented.encode(), API_TOKEN.encode())
