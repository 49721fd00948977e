#!/usr/bin/env python3
"""Oracle for held-out fact round 9: two hand readings.

Reading A is the label written with each (context, claim) pair in cases_src.py. Reading B is a separate re-reading of
every pair against its context; its disagreements with reading A are listed in DISAGREED below and those pairs were
dropped (they are not in cases_src.py). At most two REFUTED claims are kept per context (date, then count, then number
variants are dropped first) so that the set stays near 40 % REFUTED.

Run: python3 oracle.py            -> checks cases.json against the readings (exit 1 on any difference)
     python3 oracle.py --write    -> regenerates cases.json
"""
import json, sys, os
here = os.path.dirname(os.path.abspath(__file__))
src = {}
exec(open(os.path.join(here, "cases_src.py")).read(), src)
C = src["C"]
LAB = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}
# pairs dropped because reading B disagreed with reading A (reading A, reading B)
DISAGREED = [
    ("The trial enrolled 1,200 adults ...", "The trial enrolled children with type 2 diabetes.", "R", "N"),
    ("Castra Nova ... destroyed by an earthquake in 365", "Castra Nova was destroyed by a fire in 365.", "R", "N"),
    ("The novel ... translated into French by Henri Duval", "The novel was translated into German by Henri Duval.", "R", "N"),
    ("The tenant must give the landlord two months' written notice", "The landlord must give the tenant two months' written notice.", "R", "N"),
    ("The Halden Tower ... was the tallest building in Europe until 1951", "The Halden Tower is the tallest building in Europe.", "N", "R"),
    ("Vellano Observatory ... a 60-centimetre refractor", "The observatory's main telescope is a reflector.", "N", "R"),
]
# reading B: same as A for every kept pair (all kept pairs were agreed)
PRI = {"date": 0, "count": 1, "number": 2}
cases = []
for ci, (ctx, claims) in enumerate(C, 1):
    rs = [c for c in claims if c[1] == "R"]
    drop = set(map(id, sorted(rs, key=lambda c: PRI.get(c[2], 9))[:max(0, len(rs) - 2)]))
    k = 0
    for claim, lab, cat in claims:
        if id((claim, lab, cat)) in drop or any(id(c) in drop and c[0] == claim for c in claims):
            continue
        k += 1
        cases.append({"id": f"f9-{ci:02d}-{k}", "category": cat, "context": ctx, "claim": claim,
                      "label": LAB[lab], "reading_a": LAB[lab], "reading_b": LAB[lab]})
path = os.path.join(here, "cases.json")
if "--write" in sys.argv:
    json.dump(cases, open(path, "w"), indent=1, ensure_ascii=False); open(path, "a").write("\n")
old = json.load(open(path))
if old != cases:
    print("cases.json differs from the readings"); sys.exit(1)
from collections import Counter
print(len(cases), dict(Counter(c["label"] for c in cases)))
