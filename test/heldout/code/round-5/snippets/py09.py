import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)

YAML_OPTIONS = {"Loader": yaml.UnsafeLoader}


@app.route("/pipelines/validate", methods=["POST"])
def validate_pipeline():
    text = request.get_data(as_text=True)
    try:
        spec = yaml.load(text, **YAML_OPTIONS)
    except yaml.YAMLError as exc:
        return jsonify({"valid": False, "error": str(exc)}), 400
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return jsonify({"valid": True, "steps": len(steps)})
