from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

def encryptor(key):
    return Cipher(algorithms.AES(key), modes.ECB()).encryptor()
