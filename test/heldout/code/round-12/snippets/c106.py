import os
import shutil
import zipfile


def extract_images(zip_path: str, dest: str) -> int:
    os.makedirs(dest, exist_ok=True)
    count = 0
    with zipfile.ZipFile(zip_path) as zf:
        for member in zf.infolist():
            name = os.path.basename(member.filename)
            if not name or not name.lower().endswith((".png", ".jpg", ".gif")):
                continue
            with zf.open(member) as src, open(os.path.join(dest, name), "wb") as dst:
                shutil.copyfileobj(src, dst)
            count += 1
    return count
