"""Oracle for the held-out process set, round 13: two independent hand readings per (trace, milestone).

Reads cases_src.py, checks each milestone's two readings, keeps only those where they agree, and writes cases.json.
Disagreements are printed (and listed in README.md). Nothing here calls the service.
Usage: python3 oracle.py
"""
import json, os, sys
from collections import Counter
from cases_src import TRACES

here = os.path.dirname(os.path.abspath(__file__))
out = {"round": 13, "engine": "process", "mode": "milestones", "traces": []}
disagree = []
ids = set()
for t in TRACES:
    assert t["id"] not in ids; ids.add(t["id"])
    assert len(t["trace"]) <= 32000
    names = [m[0] for m in t["ms"]]
    assert len(names) == len(set(names)), t["id"]
    kept = []
    for i, (milestone, cat, (la, ja), (lb, jb)) in enumerate(t["ms"], 1):
        assert la in ("done", "not_done") and lb in ("done", "not_done")
        assert ja.strip() and jb.strip()
        mid = f"{t['id']}.m{i}"
        if la != lb:
            disagree.append((mid, milestone, la, ja, lb, jb))
            continue
        kept.append({"id": mid, "milestone": milestone, "category": cat, "label": la, "reading_a": ja, "reading_b": jb})
    if kept:
        out["traces"].append({"id": t["id"], "register": t["register"], "trace": t["trace"], "milestones": kept})

with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")

ms = [m for t in out["traces"] for m in t["milestones"]]
lab = Counter(m["label"] for m in ms)
print(f"traces {len(out['traces'])}, milestones kept {len(ms)} (done {lab['done']}, not_done {lab['not_done']}), disagreements {len(disagree)}")
cat = Counter((m["category"], m["label"]) for m in ms)
for (c, l), n in sorted(cat.items()):
    print(f"  {c:24} {l:9} {n}")
for d in disagree:
    print("DISAGREE", d)
