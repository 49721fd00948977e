import hashlib
import sqlite3

HASH_NAME = "md5"


def register(conn: sqlite3.Connection, email: str, password: str) -> None:
    digest = hashlib.new(HASH_NAME, password.encode("utf-8")).hexdigest()
    conn.execute(
        "INSERT INTO users (email, password_hash) VALUES (?, ?)",
        (email, digest),
    )
    conn.commit()
