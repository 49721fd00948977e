import os
import zipfile

DEST = "/srv/imports/csv"


def import_bundle(archive_path: str) -> list[str]:
    written = []
    os.makedirs(DEST, exist_ok=True)
    with zipfile.ZipFile(archive_path) as zf:
        for info in zf.infolist():
            if info.is_dir() or not info.filename.lower().endswith(".csv"):
                continue
            name = os.path.basename(info.filename)
            target = os.path.join(DEST, name)
            with zf.open(info) as src, open(target, "wb") as dst:
                dst.write(src.read())
            written.append(name)
    return written
