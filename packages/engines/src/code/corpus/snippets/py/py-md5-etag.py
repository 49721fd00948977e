import hashlib

def etag(body):
    return hashlib.md5(body).hexdigest()
