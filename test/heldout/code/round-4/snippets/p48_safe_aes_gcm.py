import os
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = bytes.fromhex(os.environ["DATA_KEY_HEX"])


def encrypt(plaintext: bytes, associated: bytes = b"") -> bytes:
    nonce = os.urandom(12)
    return nonce + AESGCM(KEY).encrypt(nonce, plaintext, associated)


def decrypt(blob: bytes, associated: bytes = b"") -> bytes:
    nonce, ct = blob[:12], blob[12:]
    return AESGCM(KEY).decrypt(nonce, ct, associated)
