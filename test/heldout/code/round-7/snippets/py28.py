import io
import numpy as np
from flask import Flask, request

app = Flask(__name__)


@app.post("/embeddings/upload")
def upload_embeddings():
    blob = request.files["vectors"].read()
    arr = np.load(io.BytesIO(blob), allow_pickle=True)
    return {"shape": list(arr.shape), "dtype": str(arr.dtype)}
