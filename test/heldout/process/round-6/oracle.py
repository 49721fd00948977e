#!/usr/bin/env python3
"""Hand-label oracle for the process (milestones) held-out set, round 6.

Labels are hand readings; no program decides whether a step was done. Reading A was
written with each case (cases_src.py); reading B is a second, separate reading of every
trace and milestone text shown WITHOUT reading A's labels (READING_B below, one string per
trace, one letter per milestone: D = done, N = not done). Only milestones on which both
readings agree are kept. `python3 oracle.py` regenerates cases.json; `python3 oracle.py
--check` fails (exit 1) if the committed cases.json differs from what the readings give.
"""
import json, sys, os
from cases_src import TRACES

READING_B = [
    "DDNND", "DNDNN", "DNDND", "DDNDN", "DDNN", "DN", "NN", "DDDNN", "DDN", "DNND",
    "DN", "NNND", "ND", "NDD", "DND", "NNDD", "DDDDN", "NNDD", "NDD", "ND",
    "DNND", "DND", "DND", "DN", "ND", "NDN", "DDNN", "DD", "ND", "ND",
    "DN", "DDNN", "ND", "DND", "ND", "DND", "NDD", "NN", "NND", "DDD",
    "ND", "N", "NDD",
]

def build():
    assert len(READING_B) == len(TRACES), (len(READING_B), len(TRACES))
    cases, dropped = [], []
    for i, (kind, trace, ms) in enumerate(TRACES):
        b = READING_B[i]
        assert len(b) == len(ms), f"trace {i+1}: reading B has {len(b)} labels for {len(ms)} milestones"
        keep = []
        for j, (text, a, cat) in enumerate(ms):
            rb = b[j] == "D"
            item = {"milestone": text, "category": cat, "reading_a": "done" if a else "not_done",
                    "reading_b": "done" if rb else "not_done"}
            if a != rb:
                dropped.append({"trace": i + 1, **item})
                continue
            item["label"] = "done" if a else "not_done"
            keep.append(item)
        cases.append({"id": f"r6-t{i+1:02d}", "kind": kind, "trace": trace, "milestones": keep})
    return {"set": "process-milestones-heldout-round-6", "oracle": "two independent hand readings; disagreements dropped",
            "dropped": dropped, "traces": cases}

if __name__ == "__main__":
    out = build()
    text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
    if "--check" in sys.argv:
        old = open(path, encoding="utf-8").read()
        if old != text:
            print("cases.json differs from the readings", file=sys.stderr); sys.exit(1)
        print("cases.json agrees with the readings"); sys.exit(0)
    open(path, "w", encoding="utf-8").write(text)
    n = sum(len(t["milestones"]) for t in out["traces"])
    d = sum(m["label"] == "done" for t in out["traces"] for m in t["milestones"])
    print(f"{len(out['traces'])} traces, {n} milestones kept ({d} done, {n-d} not done), {len(out['dropped'])} dropped")
