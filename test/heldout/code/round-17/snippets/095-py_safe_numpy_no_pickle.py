import io
import numpy as np
from flask import Flask, request

app = Flask(__name__)


@app.post("/vectors")
def vectors():
    raw = request.files["arr"].read()
    arr = np.load(io.BytesIO(raw), allow_pickle=False)
    return {"dtype": str(arr.dtype), "shape": list(arr.shape)}
