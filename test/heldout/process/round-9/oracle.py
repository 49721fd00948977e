#!/usr/bin/env python3
"""Oracle for the round-9 process (milestones) held-out set: two independent hand readings.

Reading A is written next to each milestone in traces.py; reading B, made afterwards from the traces with the
labels hidden, is in reading_b.json. A milestone is kept only when both readings agree; disagreements are listed
and dropped. The script writes cases.json (the labels the scorer uses) and exits non-zero when a label already
committed in cases.json differs from the agreed reading, or when the two readings name different milestones.

Run: python3 oracle.py            (regenerate cases.json, fail on a changed label)
"""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import traces  # noqa: E402

DONE_CATEGORIES = {c for t in traces.TRACES for (_, c, a) in t[3] if a}


def main() -> int:
    reading_b = json.load(open(os.path.join(HERE, "reading_b.json"), encoding="utf-8"))
    cases, dropped, problems = [], [], []
    seen = set()
    for tid, kind, text, milestones in traces.TRACES:
        kept = []
        for i, (text_m, category, a) in enumerate(milestones):
            mid = f"{tid}.m{i + 1}"
            seen.add(mid)
            b = reading_b.get(mid)
            if b is None or b["milestone"] != text_m:
                problems.append(f"{mid}: reading B names another milestone or none")
                continue
            if b["done"] != a:
                dropped.append({"id": mid, "milestone": text_m, "reading_a": a, "reading_b": b["done"]})
                continue
            kept.append({"id": mid, "milestone": text_m, "category": category,
                         "label": "done" if a else "not_done"})
        if kept:
            cases.append({"id": tid, "kind": kind, "trace": text, "milestones": kept})
    extra = set(reading_b) - seen
    if extra:
        problems.append(f"reading B has unknown ids: {sorted(extra)}")
    path = os.path.join(HERE, "cases.json")
    if os.path.exists(path):
        old = {m["id"]: m["label"] for t in json.load(open(path, encoding="utf-8"))["traces"] for m in t["milestones"]}
        new = {m["id"]: m["label"] for t in cases for m in t["milestones"]}
        for mid, lab in old.items():
            if mid in new and new[mid] != lab:
                problems.append(f"{mid}: committed label {lab}, oracle says {new[mid]}")
    doc = {
        "set": "process milestones, held-out round 9",
        "oracle": "two independent hand readings (A in traces.py, B in reading_b.json); only agreements kept",
        "dropped_disagreements": dropped,
        "traces": cases,
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    ms = [m for t in cases for m in t["milestones"]]
    print(f"traces {len(cases)}, milestones {len(ms)} (done {sum(m['label'] == 'done' for m in ms)}, "
          f"not done {sum(m['label'] == 'not_done' for m in ms)}), dropped {len(dropped)}")
    for c, n in sorted(Counter(m["category"] for m in ms).items()):
        print(f"  {c:15} {n}")
    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
