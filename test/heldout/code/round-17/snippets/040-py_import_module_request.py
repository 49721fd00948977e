import importlib
from flask import Flask, request

app = Flask(__name__)


@app.get("/render")
def render_report():
    fmt = request.args.get("format", "json")
    module = importlib.import_module(fmt)
    render = getattr(module, "dumps", None)
    if render is None:
        return {"error": "unsupported"}, 400
    return render({"ok": True})
