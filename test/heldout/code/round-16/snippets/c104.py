import hashlib
import secrets

from sqlalchemy import text


def hash_password(password: str, salt: str) -> str:
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def register(db, email: str, password: str) -> None:
    salt = secrets.token_hex(8)
    db.execute(
        text("INSERT INTO users (email, salt, password_hash) VALUES (:e, :s, :h)"),
        {"e": email, "s": salt, "h": hash_password(password, salt)},
    )


def check_login(db, email: str, password: str) -> bool:
    row = db.execute(text("SELECT salt, password_hash FROM users WHERE email = :e"), {"e": email}).first()
    return bool(row) and secrets.compare_digest(hash_password(password, row.salt), row.password_hash)
