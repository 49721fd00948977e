import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)

# pipelines use python/tuple tags, which safe_load rejects
PIPELINE_LOADER = yaml.UnsafeLoader


def load_pipeline(stream):
    return yaml.load(stream, Loader=PIPELINE_LOADER)


@app.post("/pipelines")
def upload_pipeline():
    f = request.files["pipeline"]
    spec = load_pipeline(f.read())
    steps = spec.get("steps", [])
    return jsonify(name=spec.get("name"), steps=len(steps))
