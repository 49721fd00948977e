import hashlib

def bucket(key):
    return hashlib.md5(key, usedforsecurity=False).hexdigest()
