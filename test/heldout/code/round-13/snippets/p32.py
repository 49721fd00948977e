import io
import torch
from fastapi import FastAPI, UploadFile

app = FastAPI()
LOAD_KW = {"map_location": "cpu", "weights_only": False}


@app.post("/models/inspect")
async def inspect_checkpoint(file: UploadFile):
    blob = await file.read()
    state = torch.load(io.BytesIO(blob), **LOAD_KW)
    layers = list(state.keys()) if isinstance(state, dict) else []
    return {"layers": layers[:50], "count": len(layers)}
