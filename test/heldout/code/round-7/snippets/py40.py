import hashlib
import sys
from pathlib import Path

CHUNK = 1 << 20


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


def main(argv):
    for arg in argv[1:]:
        p = Path(arg)
        if p.is_file():
            print(f"{sha256_file(p)}  {p}")


if __name__ == "__main__":
    main(sys.argv)
