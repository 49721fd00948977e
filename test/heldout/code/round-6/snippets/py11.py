import hashlib
import os

from sqlalchemy import text


def hash_password(password, salt=None):
    salt = salt or os.urandom(8).hex()
    digest = hashlib.md5((salt + password).encode("utf-8")).hexdigest()
    return f"{salt}${digest}"


def create_user(session, username, password):
    session.execute(
        text("INSERT INTO users (username, password_hash) VALUES (:u, :p)"),
        {"u": username, "p": hash_password(password)},
    )
    session.commit()
