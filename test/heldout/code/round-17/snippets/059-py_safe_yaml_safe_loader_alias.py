import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)
LOADER = yaml.SafeLoader


@app.post("/pipelines/validate")
def validate_pipeline():
    doc = yaml.load(request.get_data(as_text=True), Loader=LOADER)
    stages = doc.get("stages", []) if isinstance(doc, dict) else []
    return jsonify(valid=bool(stages), stages=len(stages))
