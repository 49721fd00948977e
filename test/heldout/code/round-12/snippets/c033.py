import os
import zipfile


def import_theme(zip_path: str, themes_dir: str) -> list[str]:
    written = []
    with zipfile.ZipFile(zip_path) as zf:
        for name in zf.namelist():
            target = os.path.join(themes_dir, name)
            if name.endswith("/"):
                os.makedirs(target, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(zf.read(name))
            written.append(target)
    return written
