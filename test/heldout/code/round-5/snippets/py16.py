import os
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad

KEY = bytes.fromhex(os.environ["LEGACY_CARD_KEY"])


def encrypt_card_number(pan: str) -> bytes:
    cipher = DES.new(KEY, DES.MODE_CBC)
    return cipher.iv + cipher.encrypt(pad(pan.encode(), DES.block_size))


def decrypt_card_number(blob: bytes) -> str:
    iv, body = blob[:8], blob[8:]
    cipher = DES.new(KEY, DES.MODE_CBC, iv=iv)
    return unpad(cipher.decrypt(body), DES.block_size).decode()
