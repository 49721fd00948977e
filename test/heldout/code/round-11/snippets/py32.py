from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

BLOCK = 16
MODE = AES.MODE_ECB


def encrypt_card_number(pan: str, key: bytes) -> bytes:
    cipher = AES.new(key, MODE)
    return cipher.encrypt(pad(pan.encode("ascii"), BLOCK))


def decrypt_card_number(blob: bytes, key: bytes) -> str:
    cipher = AES.new(key, MODE)
    return unpad(cipher.decrypt(blob), BLOCK).decode("ascii")
