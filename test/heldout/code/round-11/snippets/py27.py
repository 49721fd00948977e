import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/pipelines")
def upload_pipeline():
    f = request.files["pipeline"]
    try:
        spec = yaml.safe_load(f.read())
    except yaml.YAMLError as exc:
        return jsonify(error=f"invalid YAML: {exc}"), 400
    if not isinstance(spec, dict):
        return jsonify(error="pipeline must be a mapping"), 400
    steps = spec.get("steps", [])
    return jsonify(name=spec.get("name"), steps=len(steps))
