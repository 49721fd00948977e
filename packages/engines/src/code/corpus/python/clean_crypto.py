"""Clean credential handling: PBKDF2, constant-time comparison, secrets."""
import hashlib
import hmac
import os
import secrets

ITERATIONS = 600_000


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)
    return salt, digest


def verify_password(password, salt, expected):
    _, digest = hash_password(password, salt)
    return hmac.compare_digest(digest, expected)


def api_token():
    return secrets.token_hex(32)


def sign(key, message):
    return hmac.new(key, message, hashlib.sha256).hexdigest()
