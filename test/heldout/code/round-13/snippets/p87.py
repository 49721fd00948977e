import os
import zipfile

DEST = "/srv/imports/csv"


def import_bundle(archive_path: str) -> list[str]:
    written = []
    with zipfile.ZipFile(archive_path) as zf:
        for name in zf.namelist():
            if name.endswith("/"):
                continue
            target = os.path.join(DEST, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(name) as src, open(target, "wb") as dst:
                dst.write(src.read())
            written.append(name)
    return written
