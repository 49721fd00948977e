import base64
import os
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = base64.b64decode(os.environ["CARD_KEY_B64"])


def encrypt_card(pan: str) -> str:
    nonce = os.urandom(12)
    ct = AESGCM(KEY).encrypt(nonce, pan.encode(), b"card")
    return base64.b64encode(nonce + ct).decode()


def decrypt_card(token: str) -> str:
    raw = base64.b64decode(token)
    return AESGCM(KEY).decrypt(raw[:12], raw[12:], b"card").decode()
