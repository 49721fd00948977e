import io

import numpy as np
from flask import Flask, request


class ArrayLoader:
    ALLOW_PICKLE = True

    def load(self, blob: bytes):
        return np.load(io.BytesIO(blob), allow_pickle=self.ALLOW_PICKLE)


app = Flask(__name__)
loader = ArrayLoader()


@app.post("/embeddings/upload")
def upload_embeddings():
    arr = loader.load(request.files["file"].read())
    return {"shape": list(arr.shape)}
