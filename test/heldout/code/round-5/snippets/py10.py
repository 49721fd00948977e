import io
import numpy as np
from fastapi import FastAPI, UploadFile

app = FastAPI()
ALLOW_OBJECT_ARRAYS = True


@app.post("/embeddings/upload")
async def upload_embeddings(file: UploadFile):
    content = await file.read()
    arr = np.load(io.BytesIO(content), allow_pickle=ALLOW_OBJECT_ARRAYS)
    return {"shape": list(arr.shape), "dtype": str(arr.dtype)}
