"""The HTTP API from Python with requests (pip install requests).

    SERVICE_API_KEY=svc_live_... VERDICT_URL=http://127.0.0.1:8787 python3 verify.py
"""
import os
import sys

import requests

BASE = os.environ.get("VERDICT_URL", "http://127.0.0.1:8787")
KEY = os.environ.get("SERVICE_API_KEY")
if not KEY:
    sys.exit("set SERVICE_API_KEY to an API key (svc_live_...)")

session = requests.Session()
session.headers["x-api-key"] = KEY


def call(path, **kwargs):
    res = session.post(BASE + path, timeout=30, **kwargs)
    body = res.json()
    # Errors are RFC 9457 problems with a stable `code`.
    if not res.ok:
        raise RuntimeError(f"{path}: {res.status_code} {body.get('code')}: {body.get('detail')}")
    return body


math = call("/v1/verify/math", json={"expression": "(x+1)^2 = x^2+2*x+1", "options": {"include_attestation": True}})
print(f"math: is_valid={str(math['is_valid']).lower()}")

logic = call("/v1/verify/logic", json={"query": "(declare x Int) (and (> x 2) (< x 5))"})
print(f"logic: {logic['status']}")

stats = call(
    "/v1/verify/stats",
    files={"file": ("data.csv", "region,price\nEU,10\nEU,20\nUS,5\n", "text/csv")},
    data={"query": "mean of price where region = EU"},
)
print(f"stats: {stats['status']} computed_value={stats['computed_value']:g}")

checked = call("/v1/attestation/verify", json={"jwt": math["attestation"]})
print(f"attestation online: {checked['status']}")
