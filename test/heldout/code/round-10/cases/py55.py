import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/pipelines/import")
def import_pipeline():
    upload = request.files["pipeline"]
    spec = yaml.safe_load(upload.stream.read())
    if not isinstance(spec, dict):
        return jsonify({"error": "pipeline must be a mapping"}), 400
    steps = spec.get("steps", [])
    return jsonify({"name": spec.get("name"), "steps": len(steps)})
