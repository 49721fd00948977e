import hashlib
import sqlite3


def register(db: sqlite3.Connection, username: str, password: str) -> None:
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    db.execute(
        "INSERT INTO users (username, password_hash) VALUES (?, ?)",
        (username, digest),
    )
    db.commit()


def check(db: sqlite3.Connection, username: str, password: str) -> bool:
    row = db.execute("SELECT password_hash FROM users WHERE username = ?", (username,)).fetchone()
    return row is not None and row[0] == hashlib.md5(password.encode("utf-8")).hexdigest()
