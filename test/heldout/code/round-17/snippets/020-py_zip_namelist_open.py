import os
import zipfile


def unpack_theme(archive_path, dest):
    os.makedirs(dest, exist_ok=True)
    with zipfile.ZipFile(archive_path) as zf:
        for member in zf.namelist():
            if member.endswith("/"):
                continue
            out_path = os.path.join(dest, member)
            os.makedirs(os.path.dirname(out_path), exist_ok=True)
            with open(out_path, "wb") as out, zf.open(member) as src:
                out.write(src.read())
    return dest
