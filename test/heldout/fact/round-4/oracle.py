#!/usr/bin/env python3
"""Oracle for the round-4 held-out fact set: two hand readings, joined.

Reading A is the label written with each case in cases_src.py. Reading B (readings_b.json) was made in a separate
pass over the same (context, claim) pairs shown in shuffled order with ids, subtypes and reading A hidden. A case is
kept only when both readings agree; the label of a kept case is that shared reading. Disagreements are dropped and
listed here (DROPPED) so that anyone can see what was left out.

Running it regenerates cases.json and exits non-zero if a label already committed in cases.json differs from what
the two readings give, or if a committed case is missing.
"""
import json
import os
import sys
from collections import Counter

from cases_src import CASES

HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = ("SUPPORTED", "REFUTED", "NOT ENOUGH INFO")


def build():
    with open(os.path.join(HERE, "readings_b.json"), encoding="utf-8") as f:
        rb = json.load(f)
    kept, dropped = [], []
    for cid, register, subtype, context, claim, reading_a in CASES:
        assert reading_a in LABELS, cid
        b = rb[cid]
        assert b["label"] in LABELS, cid
        row = {
            "id": cid,
            "register": register,
            "subtype": subtype,
            "context": context,
            "claim": claim,
            "reading_a": reading_a,
            "reading_b": b["label"],
            "reading_b_note": b["note"],
        }
        if reading_a == b["label"]:
            row["label"] = reading_a
            kept.append(row)
        else:
            dropped.append(row)
    return kept, dropped


def main():
    kept, dropped = build()
    path = os.path.join(HERE, "cases.json")
    bad = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            old = {c["id"]: c["label"] for c in json.load(f)["cases"]}
        new = {c["id"]: c["label"] for c in kept}
        for cid, label in old.items():
            if new.get(cid) != label:
                bad.append(f"{cid}: committed {label}, readings give {new.get(cid)}")
    doc = {
        "description": "Held-out set, fact engine, round 4: (context, claim) pairs labelled by two hand readings.",
        "labels": list(LABELS),
        "dropped": [{"id": d["id"], "reading_a": d["reading_a"], "reading_b": d["reading_b"]} for d in dropped],
        "cases": kept,
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    counts = Counter(c["label"] for c in kept)
    print(f"{len(kept)} cases kept, {len(dropped)} dropped: " + ", ".join(f"{k} {counts[k]}" for k in LABELS))
    if bad:
        print("committed labels that the readings do not give:", *bad, sep="\n  ")
        sys.exit(1)


if __name__ == "__main__":
    main()
