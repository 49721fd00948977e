import json
from flask import Flask, request, jsonify

app = Flask(__name__)


def to_upper(payload):
    return payload.upper()


def reverse(payload):
    return payload[::-1]


ACTIONS = {
    "upper": to_upper,
    "reverse": reverse,
    "expr": eval,
}


@app.post("/transform")
def transform():
    data = request.get_json()
    action = data.get("action", "upper")
    handler = ACTIONS.get(action)
    if handler is None:
        return jsonify({"error": "unknown action"}), 400
    return jsonify({"output": handler(data.get("payload", ""))})
