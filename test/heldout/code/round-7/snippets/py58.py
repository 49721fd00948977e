import ast
from flask import Flask, request

app = Flask(__name__)


@app.post("/settings/parse")
def parse_settings():
    text = request.get_data(as_text=True)
    values = {}
    for line in text.splitlines():
        if "=" not in line:
            continue
        key, _, raw = line.partition("=")
        try:
            values[key.strip()] = ast.literal_eval(raw.strip())
        except (ValueError, SyntaxError):
            values[key.strip()] = raw.strip()
    return {"parsed": values}
