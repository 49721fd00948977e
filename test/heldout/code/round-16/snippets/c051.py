import base64
import os

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

MODE = AES.MODE_ECB
KEY = bytes.fromhex(os.environ["CARD_KEY_HEX"])


def encrypt_pan(pan: str) -> str:
    cipher = AES.new(KEY, MODE)
    return base64.b64encode(cipher.encrypt(pad(pan.encode(), 16))).decode()


def decrypt_pan(token: str) -> str:
    cipher = AES.new(KEY, MODE)
    return unpad(cipher.decrypt(base64.b64decode(token)), 16).decode()
