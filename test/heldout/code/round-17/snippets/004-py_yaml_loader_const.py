import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)
CONFIG_LOADER = yaml.Loader


def parse_manifest(stream):
    return yaml.load(stream, Loader=CONFIG_LOADER)


@app.post("/deploy/manifest")
def upload_manifest():
    f = request.files["manifest"]
    manifest = parse_manifest(f.stream)
    return jsonify(services=sorted(manifest.get("services", {})))
