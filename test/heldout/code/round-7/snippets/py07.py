import yaml
from flask import Flask, request

app = Flask(__name__)

PIPELINE_LOADER = yaml.UnsafeLoader


@app.post("/pipelines/import")
def import_pipeline():
    upload = request.files["pipeline"]
    text = upload.read().decode("utf-8")
    spec = yaml.load(text, Loader=PIPELINE_LOADER)
    steps = spec.get("steps", [])
    return {"name": spec.get("name"), "steps": len(steps)}
