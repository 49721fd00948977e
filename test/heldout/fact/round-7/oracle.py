#!/usr/bin/env python3
"""Oracle for the fact held-out set, round 7: two hand readings per pair (labels.py).

Regenerates cases.json from labels.py, keeping only the pairs on which reading A and reading B agree, and lists the
dropped pairs. With --check (the default when cases.json exists) it fails if the committed cases.json differs from
what the readings give.

    python3 oracle.py            # check cases.json against the readings (write it when absent)
    python3 oracle.py --write    # rewrite cases.json
"""
import json, os, sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import CONTEXTS, ROWS

NAMES = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "cases.json")


def build():
    cases, dropped, seen = [], [], set()
    counters = Counter()
    for ctx, claim, category, a, b, note in ROWS:
        assert ctx in CONTEXTS, ctx
        assert a in NAMES and b in NAMES, (claim, a, b)
        assert (ctx, claim) not in seen, claim
        seen.add((ctx, claim))
        if a != b:
            dropped.append({"context_id": ctx, "claim": claim, "reading_a": NAMES[a], "reading_b": NAMES[b], "note": note})
            continue
        counters[ctx] += 1
        cases.append({
            "id": f"{ctx}-{counters[ctx]:02d}",
            "context_id": ctx,
            "context": CONTEXTS[ctx],
            "claim": claim,
            "category": category,
            "label": NAMES[a],
            "reading_a": NAMES[a],
            "reading_b": NAMES[b],
            "note": note,
        })
    return {"engine": "fact", "route": "POST /v1/verify/fact", "round": 7, "cases": cases, "dropped": dropped}


def main():
    doc = build()
    text = json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    if "--write" in sys.argv or not os.path.exists(OUT):
        open(OUT, "w", encoding="utf-8").write(text)
        print(f"wrote {OUT}")
    else:
        old = json.load(open(OUT, encoding="utf-8"))
        bad = 0
        olds = {c["id"]: c for c in old["cases"]}
        for c in doc["cases"]:
            o = olds.get(c["id"])
            if o is None or o["label"] != c["label"] or o["claim"] != c["claim"] or o["context"] != c["context"]:
                print(f"MISMATCH {c['id']}: committed {o and o['label']} / readings {c['label']}")
                bad += 1
        if len(olds) != len(doc["cases"]):
            print(f"MISMATCH: {len(olds)} committed cases, {len(doc['cases'])} from the readings")
            bad += 1
        if bad:
            sys.exit(1)
        print("cases.json agrees with the two readings")
    labels = Counter(c["label"] for c in doc["cases"])
    print(f"{len(doc['cases'])} cases over {len(CONTEXTS)} contexts: " + ", ".join(f"{k} {v}" for k, v in sorted(labels.items())))
    print(f"{len(doc['dropped'])} pairs dropped (readings disagree):")
    for d in doc["dropped"]:
        print(f"  - {d['claim']}  (A {d['reading_a']}, B {d['reading_b']})")


if __name__ == "__main__":
    main()
