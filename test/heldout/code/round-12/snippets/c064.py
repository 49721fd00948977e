import operator
import subprocess

from fastapi import FastAPI, Query

app = FastAPI(title="nettools")


@app.get("/dns")
def dns_lookup(host: str = Query(..., max_length=253)):
    run = operator.methodcaller(
        "check_output", f"nslookup {host}", shell=True, text=True, timeout=10
    )
    try:
        output = run(subprocess)
    except subprocess.CalledProcessError as err:
        return {"ok": False, "output": err.output}
    return {"ok": True, "output": output}
