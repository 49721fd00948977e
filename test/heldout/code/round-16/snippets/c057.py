import bcrypt
from sqlalchemy import text


def register(db, email: str, password: str) -> None:
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))
    db.execute(text("INSERT INTO users (email, password_hash) VALUES (:e, :h)"), {"e": email, "h": hashed})


def check_login(db, email: str, password: str) -> bool:
    row = db.execute(text("SELECT password_hash FROM users WHERE email = :e"), {"e": email}).first()
    if row is None:
        bcrypt.checkpw(b"dummy", bcrypt.hashpw(b"dummy", bcrypt.gensalt()))
        return False
    return bcrypt.checkpw(password.encode("utf-8"), row.password_hash)
