#!/usr/bin/env python3
"""Regenerates cases.json from the two hand readings in cases_src.py.
Keeps only milestones on which reading A and reading B agree; fails when the
committed cases.json differs from what the readings give."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import TRACES

out, dropped = [], []
for tid, register, trace, ms in TRACES:
    kept = []
    for text, cat, a, b in ms:
        if a != b:
            dropped.append((tid, text))
            continue
        kept.append({"milestone": text, "category": cat, "done": a})
    if kept:
        out.append({"id": tid, "register": register, "trace": trace, "milestones": kept})
doc = json.dumps({"traces": out, "dropped_disagreements": [{"id": i, "milestone": t} for i, t in dropped]}, indent=1, ensure_ascii=False) + "\n"
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
if "--write" in sys.argv or not os.path.exists(path):
    open(path, "w").write(doc)
    print("wrote", path)
elif open(path).read() != doc:
    print("cases.json disagrees with the hand readings; rerun with --write after checking", file=sys.stderr)
    sys.exit(1)
n = sum(len(t["milestones"]) for t in out)
d = sum(m["done"] for t in out for m in t["milestones"])
print(f"{len(out)} traces, {n} milestones ({d} done, {n-d} not done), {len(dropped)} dropped (readings disagree)")
