#!/usr/bin/env python3
"""Oracle for the process (milestones) held-out set, round 4: two independent hand readings.

Reads cases_src.py (traces, milestones, reading A, reading B, category), keeps a milestone only
when both readings agree (the label is then that reading), and writes:
  cases.json  - what score.mjs sends: one entry per trace with its kept milestones and labels
  labels.json - {"<trace id>#<milestone index>": "done" | "not_done"} for kept milestones,
                plus "dropped": the milestones where the readings disagree (never scored)
If labels.json already exists and a committed label differs from the readings, it exits 1.
No network, no dependencies: python3 oracle.py
"""
import json, os, sys, collections
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import TRACES, D, N

HERE = os.path.dirname(os.path.abspath(__file__))
DONE_CATS = {"done_plain", "done_passive", "done_list", "done_past_form", "done_tool_result",
             "done_nominal", "done_other_words"}

def main():
    ids = set()
    cases, labels, dropped = [], {}, []
    for tid, register, trace, ms in TRACES:
        assert tid not in ids, tid
        ids.add(tid)
        assert 0 < len(trace) <= 32000, tid
        texts = [m[0] for m in ms]
        assert len(set(texts)) == len(texts), f"{tid}: duplicate milestone text"
        kept = []
        for i, (text, a, b, cat) in enumerate(ms):
            assert a in (D, N) and b in (D, N), (tid, text)
            key = f"{tid}#{i}"
            if a != b:
                dropped.append({"id": key, "milestone": text, "reading_a": a, "reading_b": b, "category": cat})
                continue
            # the category must agree with the label (a "done_*" category is a done label)
            assert (cat in DONE_CATS) == (a == D), (tid, text, cat, a)
            labels[key] = a
            kept.append({"id": key, "milestone": text, "label": a, "category": cat,
                         "reading_a": a, "reading_b": b})
        cases.append({"id": tid, "register": register, "trace": trace, "milestones": kept})

    out_labels = {"labels": labels, "dropped": dropped}
    lpath = os.path.join(HERE, "labels.json")
    if os.path.exists(lpath):
        old = json.load(open(lpath, encoding="utf-8"))
        diff = [k for k in set(old.get("labels", {})) | set(labels)
                if old.get("labels", {}).get(k) != labels.get(k)]
        if diff:
            print("committed labels disagree with the readings:", sorted(diff), file=sys.stderr)
            sys.exit(1)
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump({"set": "process-milestones-heldout-round-4", "cases": cases}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(lpath, "w", encoding="utf-8") as f:
        json.dump(out_labels, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    n = sum(len(c["milestones"]) for c in cases)
    lab = collections.Counter(labels.values())
    cats = collections.Counter(m["category"] for c in cases for m in c["milestones"])
    print(f"{len(cases)} traces, {n} milestones kept ({lab[D]} done, {lab[N]} not done), {len(dropped)} dropped")
    for k, v in sorted(cats.items()):
        print(f"  {k:18} {v}")

if __name__ == "__main__":
    main()
