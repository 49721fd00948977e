import hashlib
from pathlib import Path


def file_digest(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


def verify_download(path: Path, expected: str) -> bool:
    return file_digest(path) == expected.lower()
