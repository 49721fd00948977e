import hashlib
import json
from functools import wraps

_cache = {}


def cache_key(func_name: str, args: tuple, kwargs: dict) -> str:
    raw = json.dumps([func_name, args, sorted(kwargs.items())], default=str)
    return hashlib.md5(raw.encode("utf-8"), usedforsecurity=False).hexdigest()


def memoize(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        key = cache_key(func.__name__, args, kwargs)
        if key not in _cache:
            _cache[key] = func(*args, **kwargs)
        return _cache[key]
    return wrapper
