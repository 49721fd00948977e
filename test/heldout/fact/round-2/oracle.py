"""Builds cases.json from pairs.py (first reading) and reading_b.json (second, independent reading).

A pair is kept only when both readings give the same label; disagreements are listed in dropped.json.
Usage: python3 oracle.py           (checks that cases.json matches; exits 1 otherwise)
       python3 oracle.py --write   (writes cases.json and dropped.json)
"""
import json
import os
import sys

import pairs

HERE = os.path.dirname(os.path.abspath(__file__))


def build():
    with open(os.path.join(HERE, "reading_b.json"), encoding="utf-8") as fh:
        rb = json.load(fh)["readings"]
    if len(rb) != len(pairs.PAIRS):
        sys.exit("reading_b.json does not cover every pair")
    cases, dropped = [], []
    for i, ((ctx, claim, cat, la), b) in enumerate(zip(pairs.PAIRS, rb)):
        if b["claim"] != claim or b["context"] != ctx:
            sys.exit(f"pair {i}: reading_b.json is for a different claim")
        row = {"id": f"f{i:02d}", "context_id": ctx, "category": cat, "claim": claim,
               "context": pairs.CONTEXTS[ctx]}
        if la == b["label_b"]:
            row["label"] = la
            cases.append(row)
        else:
            row["label_a"], row["label_b"] = la, b["label_b"]
            dropped.append(row)
    return cases, dropped


def main():
    cases, dropped = build()
    for c in cases:
        kind = c["category"].split(":")[0]
        want = {"supported": "SUPPORTED", "refuted": "REFUTED", "unsupported": "NEI"}[kind]
        if c["label"] != want:
            sys.exit(f"{c['id']}: category {c['category']} but label {c['label']}")
    if "--write" in sys.argv:
        for name, data in (("cases.json", cases), ("dropped.json", dropped)):
            with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
                json.dump(data, fh, indent=1, ensure_ascii=False)
                fh.write("\n")
        print(f"wrote {len(cases)} cases, {len(dropped)} dropped")
        return
    with open(os.path.join(HERE, "cases.json"), encoding="utf-8") as fh:
        old = json.load(fh)
    if [(c["id"], c["claim"], c["label"]) for c in old] != [(c["id"], c["claim"], c["label"]) for c in cases]:
        sys.exit("cases.json differs from the two readings")
    print(f"ok: {len(cases)} cases agree with both readings ({len(dropped)} dropped)")


if __name__ == "__main__":
    main()
