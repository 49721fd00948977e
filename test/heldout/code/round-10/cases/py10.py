import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)

CONFIG_LOADER = yaml.UnsafeLoader


@app.post("/pipelines/import")
def import_pipeline():
    upload = request.files["pipeline"]
    spec = yaml.load(upload.stream.read(), Loader=CONFIG_LOADER)
    steps = spec.get("steps", [])
    return jsonify({"name": spec.get("name"), "steps": len(steps)})
