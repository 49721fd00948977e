import os

from fastapi import FastAPI, File, UploadFile

app = FastAPI()
SHARED = "/srv/shared/incoming"


@app.post("/share")
async def share(doc: UploadFile = File(...)):
    name = os.path.basename(doc.filename or "upload.bin")
    path = os.path.join(SHARED, name)
    with open(path, "wb") as fh:
        fh.write(await doc.read())
    os.chmod(path, 0o777)
    return {"stored": name}
