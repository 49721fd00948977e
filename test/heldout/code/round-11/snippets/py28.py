import tempfile

import numpy as np
from flask import Flask, jsonify, request

app = Flask(__name__)


def load_features(path, allow_pickle=True):
    return np.load(path, allow_pickle=allow_pickle)


@app.post("/features/upload")
def upload_features():
    upload = request.files["features"]
    with tempfile.NamedTemporaryFile(suffix=".npy") as tmp:
        upload.save(tmp.name)
        arr = load_features(tmp.name)
    return jsonify(shape=list(arr.shape), dtype=str(arr.dtype))
