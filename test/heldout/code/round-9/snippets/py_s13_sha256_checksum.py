import hashlib
import sys
from pathlib import Path


def sha256_of(path: Path, chunk_size: int = 1 << 20) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(chunk_size), b""):
            h.update(chunk)
    return h.hexdigest()


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(sha256_of(Path(arg)), arg)
