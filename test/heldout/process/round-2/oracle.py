#!/usr/bin/env python3
"""Builds cases.json from traces.py (first hand reading) and readings_b.json (second hand reading).
A milestone is kept only when both readings agree; disagreements are listed and dropped.
With --check (default when cases.json exists) it fails if the committed cases.json differs from what it would write."""
import json, os, sys
from traces import CASES

here = os.path.dirname(os.path.abspath(__file__))
b = json.load(open(os.path.join(here, "readings_b.json")))
out, dropped = [], []
for cid, cat, trace, ms in CASES:
    rb = b[cid]
    assert len(rb) == len(ms), cid
    kept = []
    for (text, ra), vb in zip(ms, rb):
        if bool(ra) != bool(vb):
            dropped.append((cid, text))
            continue
        kept.append({"milestone": text, "done": bool(ra)})
    if kept:
        out.append({"id": cid, "category": cat, "trace": trace, "milestones": kept})
text = json.dumps({"cases": out, "dropped_disagreements": [list(d) for d in dropped]}, indent=1, ensure_ascii=False) + "\n"
path = os.path.join(here, "cases.json")
if os.path.exists(path) and "--write" not in sys.argv:
    if open(path).read() != text:
        sys.exit("cases.json differs from the labels the readings give (run with --write to regenerate)")
    print("cases.json matches the readings")
else:
    open(path, "w").write(text)
    print("wrote cases.json")
n = sum(len(c["milestones"]) for c in out)
print(f"{len(out)} traces, {n} milestones ({sum(m['done'] for c in out for m in c['milestones'])} done), {len(dropped)} dropped")
