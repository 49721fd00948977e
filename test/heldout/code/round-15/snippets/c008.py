import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = base64.b64decode(os.environ["VAULT_KEY_B64"])


def seal(plaintext: str, associated: bytes = b"vault-v1") -> str:
    nonce = os.urandom(12)
    ct = AESGCM(KEY).encrypt(nonce, plaintext.encode(), associated)
    return base64.b64encode(nonce + ct).decode()


def open_sealed(token: str, associated: bytes = b"vault-v1") -> str:
    raw = base64.b64decode(token)
    return AESGCM(KEY).decrypt(raw[:12], raw[12:], associated).decode()
