import os

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

MODE = AES.MODE_ECB
KEY = bytes.fromhex(os.environ["PII_KEY_HEX"])


def encrypt_ssn(ssn: str) -> str:
    cipher = AES.new(KEY, MODE)
    return cipher.encrypt(pad(ssn.encode(), AES.block_size)).hex()


def decrypt_ssn(blob: str) -> str:
    cipher = AES.new(KEY, MODE)
    return unpad(cipher.decrypt(bytes.fromhex(blob)), AES.block_size).decode()
