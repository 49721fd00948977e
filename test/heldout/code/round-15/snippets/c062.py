import os
import zipfile

from flask import Flask, request

app = Flask(__name__)
DEST = "/srv/imports"


@app.post("/imports")
def import_zip():
    count = 0
    with zipfile.ZipFile(request.files["archive"]) as zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            name = os.path.basename(info.filename)
            if not name.endswith(".csv"):
                continue
            with zf.open(info) as src, open(os.path.join(DEST, name), "wb") as out:
                out.write(src.read())
            count += 1
    return {"imported": count}
