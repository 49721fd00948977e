import os
from base64 import b64encode
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad

KEY = bytes.fromhex(os.environ["CARD_KEY_HEX"])


def protect_card(pan: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return b64encode(cipher.encrypt(pad(pan.encode(), 8))).decode()
