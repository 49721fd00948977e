import base64
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad

SECRET = b"k3yK3y!9"


def encrypt_api_token(token: str) -> str:
    cipher = DES.new(SECRET, DES.MODE_ECB)
    return base64.b64encode(cipher.encrypt(pad(token.encode(), DES.block_size))).decode()


def decrypt_api_token(blob: str) -> str:
    cipher = DES.new(SECRET, DES.MODE_ECB)
    return unpad(cipher.decrypt(base64.b64decode(blob)), DES.block_size).decode()
