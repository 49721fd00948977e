import hashlib
import os
import sqlite3


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.md5(salt + password.encode("utf-8")).hexdigest()


def register(conn: sqlite3.Connection, username: str, password: str) -> None:
    salt = os.urandom(16)
    conn.execute(
        "INSERT INTO users (username, salt, pw_hash) VALUES (?, ?, ?)",
        (username, salt.hex(), hash_password(password, salt)),
    )
    conn.commit()


def check_login(conn: sqlite3.Connection, username: str, password: str) -> bool:
    row = conn.execute("SELECT salt, pw_hash FROM users WHERE username = ?", (username,)).fetchone()
    if row is None:
        return False
    return hash_password(password, bytes.fromhex(row[0])) == row[1]
