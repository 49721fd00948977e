import base64
import os
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = base64.b64decode(os.environ["FIELD_ENCRYPTION_KEY"])


def encrypt_field(plaintext: str) -> str:
    nonce = os.urandom(12)
    ct = AESGCM(KEY).encrypt(nonce, plaintext.encode(), None)
    return base64.b64encode(nonce + ct).decode()


def decrypt_field(token: str) -> str:
    raw = base64.b64decode(token)
    return AESGCM(KEY).decrypt(raw[:12], raw[12:], None).decode()
