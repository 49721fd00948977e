from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad
import os

KEY = os.environ["CARD_TOKEN_KEY"].encode()[:8]


def encrypt_card_number(pan: str) -> bytes:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return cipher.encrypt(pad(pan.encode(), DES.block_size))


def decrypt_card_number(blob: bytes) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return unpad(cipher.decrypt(blob), DES.block_size).decode()
