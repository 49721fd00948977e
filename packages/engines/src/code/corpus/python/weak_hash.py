import hashlib
import hashlib as h
from hashlib import md5


def etag(data):
    return hashlib.md5(data).hexdigest()  # expect: weak_hash


def store_password(password):
    return hashlib.sha1(password.encode()).hexdigest()  # expect: weak_hash


def digest(name, data):
    return hashlib.new("md5", data).hexdigest()  # expect: weak_hash


def fingerprint(blob):
    return md5(blob).hexdigest()  # expect: weak_hash


def aliased(blob):
    return h.sha1(blob).digest()  # expect: weak_hash


def fine(blob):
    # Near misses: strong hash, and MD5 explicitly marked as non-security use.
    a = hashlib.sha256(blob).hexdigest()
    b = hashlib.md5(blob, usedforsecurity=False).hexdigest()
    c = hashlib.new("sha256", blob).hexdigest()
    return a, b, c
