import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_config():
    config = yaml.safe_load(request.get_data(as_text=True)) or {}
    return {"keys": sorted(config)}
