import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)

LOADERS = {"full": yaml.UnsafeLoader, "safe": yaml.SafeLoader}
DEFAULT_LOADER = LOADERS["full"]


@app.post("/pipelines/import")
def import_pipeline():
    upload = request.files.get("pipeline")
    if upload is None:
        return jsonify(error="missing file"), 400
    spec = yaml.load(upload.read(), Loader=DEFAULT_LOADER)
    steps = spec.get("steps", [])
    return jsonify(name=spec.get("name"), steps=len(steps))
