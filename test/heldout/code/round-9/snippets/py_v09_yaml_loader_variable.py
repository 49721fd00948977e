import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)

CONFIG_LOADER = yaml.UnsafeLoader


def parse_pipeline(text):
    return yaml.load(text, Loader=CONFIG_LOADER)


@app.post("/pipelines/validate")
def validate_pipeline():
    body = request.get_data(as_text=True)
    try:
        pipeline = parse_pipeline(body)
    except yaml.YAMLError as exc:
        return jsonify(valid=False, error=str(exc)), 400
    steps = pipeline.get("steps", []) if isinstance(pipeline, dict) else []
    return jsonify(valid=True, steps=len(steps))
