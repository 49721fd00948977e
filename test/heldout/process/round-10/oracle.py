#!/usr/bin/env python3
"""Oracle for held-out process (milestones) round 10.

Labels are hand readings: every milestone in cases.py carries two readings (reading_a, reading_b) of whether the
trace reports the step as done. Only milestones where both readings agree are kept; the label is that agreed reading.
Running this script regenerates cases.json; with --check it fails when the committed cases.json differs.
"""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cases import TRACES  # noqa: E402

def build():
    out, dropped = [], []
    for i, (register, trace, milestones) in enumerate(TRACES, 1):
        ms = []
        for j, (text, category, a, b) in enumerate(milestones, 1):
            mid = f"t{i:02d}-m{j}"
            if a != b:
                dropped.append(mid)
                continue
            ms.append({"id": mid, "milestone": text, "category": category,
                       "reading_a": a, "reading_b": b, "label": "done" if a else "not_done"})
        if len(trace) > 32000:
            raise SystemExit(f"trace {i} too long")
        out.append({"id": f"t{i:02d}", "register": register, "trace": trace, "milestones": ms})
    return {"set": "process-milestones-heldout-round-10", "traces": out, "dropped_disagreements": dropped}

def main():
    data = build()
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    path = os.path.join(HERE, "cases.json")
    if "--check" in sys.argv:
        old = open(path, encoding="utf-8").read()
        if old != text:
            raise SystemExit("cases.json disagrees with the oracle readings")
        print("cases.json agrees with the oracle")
        return
    if os.path.exists(path):
        old = json.load(open(path, encoding="utf-8"))
        oldl = {m["id"]: m["label"] for t in old["traces"] for m in t["milestones"]}
        newl = {m["id"]: m["label"] for t in data["traces"] for m in t["milestones"]}
        diff = [k for k in newl if k in oldl and oldl[k] != newl[k]]
        if diff:
            raise SystemExit(f"committed labels disagree with the oracle: {diff}")
    open(path, "w", encoding="utf-8").write(text)
    n = sum(len(t["milestones"]) for t in data["traces"])
    d = sum(m["label"] == "done" for t in data["traces"] for m in t["milestones"])
    print(f"{len(data['traces'])} traces, {n} milestones ({d} done, {n - d} not done), "
          f"{len(data['dropped_disagreements'])} dropped for disagreement")

if __name__ == "__main__":
    main()
