import subprocess
from pathlib import Path

from fastapi import APIRouter

router = APIRouter()
REPORTS = Path("/srv/reports")


@router.get("/reports/{report_name}")
def read_report(report_name: str):
    return Path(REPORTS / report_name).read_text()  # expect: path_traversal


@router.post("/ping/{host}")
def ping(host: str):
    out = subprocess.run(f"ping -c 1 {host}", shell=True, capture_output=True)  # expect: command_injection
    return {"rc": out.returncode}


@router.get("/health")
def health():
    return {"ok": True}
