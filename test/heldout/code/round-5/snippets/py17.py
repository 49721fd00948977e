import os
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives import padding

SECRET = os.environ["TOKEN_ENC_KEY"].encode()[:32]


def seal(data: bytes) -> bytes:
    padder = padding.PKCS7(128).padder()
    padded = padder.update(data) + padder.finalize()
    enc = Cipher(algorithms.AES(SECRET), modes.ECB()).encryptor()
    return enc.update(padded) + enc.finalize()


def unseal(blob: bytes) -> bytes:
    dec = Cipher(algorithms.AES(SECRET), modes.ECB()).decryptor()
    padded = dec.update(blob) + dec.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    return unpadder.update(padded) + unpadder.finalize()
