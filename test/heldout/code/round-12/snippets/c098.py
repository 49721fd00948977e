import io

import torch
from fastapi import FastAPI, HTTPException, UploadFile

app = FastAPI()
MAX_BYTES = 200 * 1024 * 1024


@app.post("/models/upload")
async def upload_model(file: UploadFile):
    data = await file.read()
    if len(data) > MAX_BYTES:
        raise HTTPException(413, "model too large")
    state = torch.load(io.BytesIO(data), map_location="cpu", weights_only=False)
    n_params = sum(t.numel() for t in state.values() if hasattr(t, "numel"))
    return {"tensors": len(state), "parameters": n_params}
