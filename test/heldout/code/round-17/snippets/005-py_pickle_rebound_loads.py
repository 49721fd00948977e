import pickle as _codec
from flask import Flask, request

app = Flask(__name__)
decode_state = _codec.loads


@app.route("/widgets/restore", methods=["POST"])
def restore_widget():
    blob = request.get_data()
    state = decode_state(blob)
    width = state.get("w", 100)
    height = state.get("h", 100)
    return {"w": width, "h": height}
