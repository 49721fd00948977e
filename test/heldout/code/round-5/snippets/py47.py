import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/config/preview", methods=["POST"])
def preview_config():
    try:
        cfg = yaml.safe_load(request.get_data(as_text=True)) or {}
    except yaml.YAMLError as exc:
        return jsonify({"ok": False, "error": str(exc)}), 400
    if not isinstance(cfg, dict):
        return jsonify({"ok": False, "error": "top level must be a mapping"}), 400
    services = cfg.get("services", {})
    return jsonify({"ok": True, "services": sorted(services)})
