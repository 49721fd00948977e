import yaml
from flask import Flask, request

app = Flask(__name__)

CONFIG_LOADER = yaml.UnsafeLoader


def parse_pipeline(text):
    return yaml.load(text, Loader=CONFIG_LOADER)


@app.post("/pipelines/validate")
def validate():
    pipeline = parse_pipeline(request.get_data(as_text=True))
    steps = pipeline.get("steps", [])
    return {"steps": len(steps), "ok": bool(steps)}
