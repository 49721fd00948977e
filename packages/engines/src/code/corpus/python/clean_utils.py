"""Clean helper module: regexes, argument-vector subprocess, strong hashing, safe temp files, JSON."""
import hashlib
import json
import re
import subprocess
import tempfile

WORD = re.compile(r"\w+")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)


def words(text):
    return WORD.findall(text)


def checksum(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


def git_log(repo):
    return subprocess.run(["git", "-C", repo, "log", "--oneline"], capture_output=True, text=True, check=True).stdout


def write_temp(data):
    with tempfile.NamedTemporaryFile("w", delete=False, suffix=".json") as fh:
        json.dump(data, fh)
        return fh.name
