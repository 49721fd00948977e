from Crypto.Cipher import DES

def encrypt(key, data):
    return DES.new(key, DES.MODE_CBC, iv=b"12345678").encrypt(data)
