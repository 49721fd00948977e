#!/usr/bin/env python3
"""Labels of the round-3 process held-out set (mode milestones).

The oracle is two hand readings: reading A is written next to each milestone in traces.py, reading B is in
reading_b.json (a separate pass, blind to reading A). A milestone is kept only when both readings agree; its label is
that common reading. This script regenerates cases.json from those two files, and fails (exit 1, nothing written) if a
label already committed in cases.json disagrees with the regenerated one, or if a reading is missing.

    python3 oracle.py            # regenerate cases.json, fail on a changed label
"""
import json
import os
import sys

import traces

HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = {"done", "not_done"}


def build():
    reading_b = json.load(open(os.path.join(HERE, "reading_b.json")))["labels"]
    out_traces, dropped, seen = [], [], set()
    for t in traces.TRACES:
        kept = []
        texts = [m[0] for m in t["milestones"]]
        if len(set(texts)) != len(texts):
            sys.exit(f"{t['id']}: duplicate milestone text")
        for i, (text, category, a) in enumerate(t["milestones"]):
            mid = f"{t['id']}.{i}"
            seen.add(mid)
            if a not in LABELS:
                sys.exit(f"{mid}: reading A must be done/not_done, got {a!r}")
            if mid not in reading_b:
                sys.exit(f"{mid}: no reading B")
            b = reading_b[mid]
            expected_kind = "done" if category.startswith("done") else "not_done"
            if a != expected_kind:
                sys.exit(f"{mid}: category {category} does not fit reading A {a}")
            row = {"id": mid, "milestone": text, "category": category, "reading_a": a, "reading_b": b}
            if a == b:
                row["label"] = a
                kept.append(row)
            else:
                dropped.append({**row, "trace_id": t["id"]})
        out_traces.append({"id": t["id"], "kind": t["kind"], "trace": t["trace"], "milestones": kept})
    extra = set(reading_b) - seen
    if extra:
        sys.exit(f"reading B has unknown ids: {sorted(extra)}")
    return {
        "about": "Process engine (mode milestones), held-out round 3. label: done = the trace asserts the milestone "
        "was carried out (and, for end-state milestones, still holds); not_done = anything else. Kept only where two "
        "hand readings agree; dropped lists the disagreements.",
        "traces": out_traces,
        "dropped": dropped,
    }


def main():
    data = build()
    path = os.path.join(HERE, "cases.json")
    if os.path.exists(path):
        old = json.load(open(path))
        old_labels = {m["id"]: m["label"] for t in old["traces"] for m in t["milestones"]}
        new_labels = {m["id"]: m["label"] for t in data["traces"] for m in t["milestones"]}
        bad = [k for k in old_labels if k in new_labels and old_labels[k] != new_labels[k]]
        gone = [k for k in old_labels if k not in new_labels]
        if bad or gone:
            for k in bad:
                print(f"label changed: {k} committed {old_labels[k]} oracle {new_labels[k]}", file=sys.stderr)
            for k in gone:
                print(f"committed case no longer agreed by both readings: {k}", file=sys.stderr)
            sys.exit(1)
    with open(path, "w") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")
    ms = [m for t in data["traces"] for m in t["milestones"]]
    done = sum(m["label"] == "done" for m in ms)
    print(f"{len(data['traces'])} traces, {len(ms)} milestones kept ({done} done, {len(ms) - done} not done), "
          f"{len(data['dropped'])} dropped on disagreement")


if __name__ == "__main__":
    main()
