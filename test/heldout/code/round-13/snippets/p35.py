import base64
import os
from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

KEY = base64.b64decode(os.environ["CARD_KEY_B64"])
MODE = AES.MODE_ECB


def encrypt_card(pan: str) -> str:
    cipher = AES.new(KEY, MODE)
    return base64.b64encode(cipher.encrypt(pad(pan.encode(), 16))).decode()


def decrypt_card(token: str) -> str:
    cipher = AES.new(KEY, MODE)
    return unpad(cipher.decrypt(base64.b64decode(token)), 16).decode()
