import hashlib
import sys

ALGO = "sha256"
CHUNK = 1 << 20


def checksum(path: str) -> str:
    h = getattr(hashlib, ALGO)()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(f"{checksum(p)}  {p}")
