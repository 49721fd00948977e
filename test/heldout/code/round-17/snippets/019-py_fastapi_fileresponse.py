from pathlib import Path
from fastapi import FastAPI
from fastapi.responses import FileResponse

app = FastAPI()
EXPORTS = Path("/var/lib/exports")


@app.get("/exports/{tenant}/{filename}")
async def get_export(tenant: str, filename: str):
    target = EXPORTS / tenant / filename
    if not target.suffix == ".csv":
        return {"error": "only csv"}
    return FileResponse(target, media_type="text/csv")
