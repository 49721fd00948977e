import secrets
import sqlite3
from hashlib import md5 as _digest


def hash_password(password: str, salt: str) -> str:
    return _digest((salt + password).encode("utf-8")).hexdigest()


def create_user(db: sqlite3.Connection, email: str, password: str) -> int:
    salt = secrets.token_hex(8)
    cur = db.execute(
        "INSERT INTO users (email, salt, pw_hash) VALUES (?, ?, ?)",
        (email.lower(), salt, hash_password(password, salt)),
    )
    db.commit()
    return cur.lastrowid


def check_password(row, password: str) -> bool:
    return secrets.compare_digest(row["pw_hash"], hash_password(password, row["salt"]))
