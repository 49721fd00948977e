import subprocess
from fastapi import FastAPI

app = FastAPI()
EXEC_OPTS = {"shell": True, "text": True, "timeout": 20}


@app.get("/dns/{domain}")
def dns_lookup(domain: str):
    out = subprocess.check_output("dig +short %s" % domain, **EXEC_OPTS)
    return {"answers": out.split()}
