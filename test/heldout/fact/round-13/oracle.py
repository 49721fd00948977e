#!/usr/bin/env python3
"""Oracle for held-out fact round 13: two independent hand readings per claim (see cases_src.py).

Checks that every claim has two readings with a label and a one-line justification, keeps only the claims
on which both readings agree, and writes cases.json (ids r13-<context>-<n>). Nothing here calls the service.
Run: python3 oracle.py            (writes cases.json, prints counts and the disagreements)
     python3 oracle.py --check    (checks that cases.json is what the readings give)
"""
import json, os, sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import CONTEXTS

NAME = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}
FAMILY = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}


def build():
    cases, dropped, seen = [], [], set()
    for cid, register, text, claims in CONTEXTS:
        assert cid not in seen, cid
        seen.add(cid)
        assert 1 <= text.count(". ") + 1 <= 4, (cid, "one to four sentences")
        for i, (cat, claim, (la, ja), (lb, jb)) in enumerate(claims, 1):
            assert la in NAME and lb in NAME and ja.strip() and jb.strip(), (cid, i)
            cid_full = f"r13-{cid}-{i}"
            if la != lb:
                dropped.append({"id": cid_full, "claim": claim, "A": f"{la}: {ja}", "B": f"{lb}: {jb}"})
                continue
            # the category prefix names the family the claim was written for; the readings decide the label
            if FAMILY[cat[0]] != NAME[la]:
                print(f"note: {cid_full} written as {cat} but labelled {NAME[la]}", file=sys.stderr)
            cases.append({"id": cid_full, "context_id": cid, "register": register, "category": cat,
                          "label": NAME[la], "claim": claim, "context": text,
                          "reading_a": ja, "reading_b": jb})
    return cases, dropped


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "cases.json")
    cases, dropped = build()
    if "--check" in sys.argv:
        with open(out, encoding="utf-8") as f:
            ok = json.load(f) == cases
        print("cases.json matches the readings" if ok else "cases.json DIFFERS from the readings")
        sys.exit(0 if ok else 1)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    c = Counter(x["label"] for x in cases)
    n = len(cases)
    print(f"contexts: {len(CONTEXTS)}, cases kept: {n}, dropped (readings disagree): {len(dropped)}")
    for l in NAME.values():
        print(f"  {l}: {c[l]} ({100 * c[l] / n:.1f} %)")
    for d in dropped:
        print(f"  dropped {d['id']}: {d['claim']} | A {d['A']} | B {d['B']}")
    print("categories:")
    for k, v in sorted(Counter((x["category"], x["label"]) for x in cases).items()):
        print(f"  {k[0]} | {k[1]} | {v}")


if __name__ == "__main__":
    main()
