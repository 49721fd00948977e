import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def load_key() -> bytes:
    key = bytes.fromhex(os.environ["CARD_VAULT_KEY"])
    if len(key) != 32:
        raise ValueError("CARD_VAULT_KEY must be 32 bytes of hex")
    return key


def encrypt_card_number(pan: str, key: bytes) -> bytes:
    nonce = os.urandom(12)
    return nonce + AESGCM(key).encrypt(nonce, pan.encode("ascii"), b"card-v1")


def decrypt_card_number(blob: bytes, key: bytes) -> str:
    nonce, ct = blob[:12], blob[12:]
    return AESGCM(key).decrypt(nonce, ct, b"card-v1").decode("ascii")
