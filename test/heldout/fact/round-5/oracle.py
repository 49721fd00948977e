#!/usr/bin/env python3
"""Labels of the fact held-out set, round 5, from two independent hand readings.

reading_a.py holds the pairs with the first reading; reading_b.py the second reading, made on the same pairs in a
shuffled order without the first labels in view. A pair is kept only when both readings agree; the others are listed
in dropped.json with both readings.

    python3 oracle.py          regenerate and check: fails (exit 1) when cases.json or dropped.json differ
    python3 oracle.py --write  write cases.json and dropped.json
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
LABEL = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}


def load(name, var):
    scope = {}
    exec((HERE / name).read_text(encoding="utf-8"), scope)
    return scope[var]


def build():
    contexts = load("reading_a.py", "CONTEXTS")
    reading_b = load("reading_b.py", "READING_B")
    cases, dropped, n = [], [], 0
    for register, context, claims in contexts:
        for claim, a, phenomenon in claims:
            n += 1
            cid = f"f5-{n:03d}"
            b = reading_b[cid]
            row = {"id": cid, "register": register, "phenomenon": phenomenon, "context": context, "claim": claim,
                   "reading_a": LABEL[a], "reading_b": LABEL[b]}
            if a == b:
                row["label"] = LABEL[a]
                cases.append(row)
            else:
                dropped.append(row)
    assert n == len(reading_b), "reading B must cover exactly the pairs of reading A"
    return cases, dropped


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def main():
    cases, dropped = build()
    if "--write" in sys.argv:
        (HERE / "cases.json").write_text(dump(cases), encoding="utf-8")
        (HERE / "dropped.json").write_text(dump(dropped), encoding="utf-8")
    ok = True
    for name, obj in (("cases.json", cases), ("dropped.json", dropped)):
        path = HERE / name
        if not path.exists() or json.loads(path.read_text(encoding="utf-8")) != obj:
            print(f"{name} disagrees with the two readings (run with --write to regenerate)")
            ok = False
    counts = {}
    for c in cases:
        counts[c["label"]] = counts.get(c["label"], 0) + 1
    print(f"{len(cases)} cases kept {counts}, {len(dropped)} dropped (the readings disagree): "
          + ", ".join(d["id"] for d in dropped))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
