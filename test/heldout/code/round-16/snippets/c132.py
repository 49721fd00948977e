import os
import tarfile
import uuid

from flask import Flask, request

app = Flask(__name__)
SITES = "/srv/static-sites"


@app.post("/sites")
def upload_site():
    archive = request.files["bundle"]
    site_id = uuid.uuid4().hex
    dest = os.path.join(SITES, site_id)
    os.makedirs(dest)
    with tarfile.open(fileobj=archive.stream, mode="r:gz") as tar:
        tar.extractall(dest, filter="data")
    return {"id": site_id, "files": sum(len(f) for _, _, f in os.walk(dest))}
