import base64
import os
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad

KEY = os.environ["CARD_KEY"].encode()[:8]


def encrypt_card(number: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return base64.b64encode(cipher.encrypt(pad(number.encode(), 8))).decode()


def decrypt_card(token: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return unpad(cipher.decrypt(base64.b64decode(token)), 8).decode()
