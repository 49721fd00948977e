import marshal
import pickle
import shelve
from pickle import loads as pl


def load_session(blob):
    return pickle.loads(blob)  # expect: insecure_deserialization


def load_cache(path):
    with open(path, "rb") as fh:
        return pickle.load(fh)  # expect: insecure_deserialization


def load_code(data):
    return marshal.loads(data)  # expect: insecure_deserialization


def open_db(name):
    return shelve.open(name)  # expect: insecure_deserialization


def aliased(data):
    return pl(data)  # expect: insecure_deserialization


def save(obj):
    # Near miss: serialising is not the dangerous direction.
    return pickle.dumps(obj)
