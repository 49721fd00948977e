import os

from cryptography.fernet import Fernet, InvalidToken

_fernet = Fernet(os.environ["FIELD_ENCRYPTION_KEY"].encode())


def encrypt_field(value: str) -> str:
    return _fernet.encrypt(value.encode()).decode()


def decrypt_field(token: str):
    try:
        return _fernet.decrypt(token.encode(), ttl=None).decode()
    except InvalidToken:
        return None
