import zipfile
from pathlib import Path


def unpack(archive: Path, dest: Path) -> list:
    dest.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive) as zf:
        bad = zf.testzip()
        if bad is not None:
            raise ValueError(f"corrupt member {bad}")
        zf.extractall(dest)
        return zf.namelist()
