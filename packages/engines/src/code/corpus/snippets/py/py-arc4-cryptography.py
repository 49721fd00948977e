from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

def stream(key):
    return Cipher(algorithms.ARC4(key), mode=None)
