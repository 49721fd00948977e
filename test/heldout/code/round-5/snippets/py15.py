import hashlib
import os
from dataclasses import dataclass


@dataclass
class UserRecord:
    username: str
    salt: str
    password_hash: str


def hash_password(password: str, salt: str) -> str:
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def create_user(username: str, password: str) -> UserRecord:
    salt = os.urandom(8).hex()
    return UserRecord(username, salt, hash_password(password, salt))


def check_password(user: UserRecord, attempt: str) -> bool:
    return hash_password(attempt, user.salt) == user.password_hash
