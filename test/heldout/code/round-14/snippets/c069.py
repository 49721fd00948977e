import tarfile
import tempfile
from fastapi import FastAPI, UploadFile

app = FastAPI()
THEMES = "/srv/app/themes"


@app.post("/themes")
async def install_theme(bundle: UploadFile):
    with tempfile.NamedTemporaryFile(suffix=".tar.gz") as tmp:
        tmp.write(await bundle.read())
        tmp.flush()
        with tarfile.open(tmp.name, "r:gz") as tar:
            tar.extractall(THEMES)
    return {"installed": bundle.filename}
