import hashlib
import os

HASH_NAME = "md5"


def hash_password(password: str, salt: bytes = None) -> str:
    salt = salt or os.urandom(8)
    digest = hashlib.new(HASH_NAME, salt + password.encode("utf-8")).hexdigest()
    return salt.hex() + "$" + digest


def check_password(password: str, stored: str) -> bool:
    salt_hex, _ = stored.split("$", 1)
    return hash_password(password, bytes.fromhex(salt_hex)) == stored
