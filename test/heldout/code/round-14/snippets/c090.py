from hashlib import md5 as digest
import sqlite3


def hash_password(password: str) -> str:
    return digest(password.encode("utf-8")).hexdigest()


def create_user(db: sqlite3.Connection, email: str, password: str) -> int:
    cur = db.execute(
        "INSERT INTO users (email, password_hash) VALUES (?, ?)",
        (email, hash_password(password)),
    )
    db.commit()
    return cur.lastrowid


def check_login(db, email, password):
    row = db.execute("SELECT password_hash FROM users WHERE email = ?", (email,)).fetchone()
    return row is not None and row[0] == hash_password(password)
