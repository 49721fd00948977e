#!/usr/bin/env python3
"""Oracle for held-out fact round 12: two independent hand readings per case (in cases_src.py).

Checks, independently of the service, that every case in cases.json carries two readings that agree, that its label is
that agreed label, that its category prefix matches the label (sup/ref/nei), that cases.json is exactly what
cases_src.py builds, and prints the disagreements that were left out of the set.
Run: python3 oracle.py   (exit status 0 when everything checks)
"""
import json
import os
import sys
from collections import Counter

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import cases_src  # noqa: E402

PREFIX = {"sup": "SUPPORTED", "ref": "REFUTED", "nei": "NOT ENOUGH INFO"}
kept, dropped = cases_src.build()
cases = json.load(open(os.path.join(here, "cases.json"), encoding="utf-8"))
bad = []
if cases != kept:
    bad.append("cases.json differs from cases_src.py build (regenerate: python3 cases_src.py > cases.json)")
ids = set()
for c in cases:
    if c["id"] in ids:
        bad.append(f"{c['id']}: duplicate id")
    ids.add(c["id"])
    a, b = c["reading_a"]["label"], c["reading_b"]["label"]
    if a != b or c["label"] != a:
        bad.append(f"{c['id']}: readings {a} / {b}, label {c['label']}")
    if PREFIX[c["category"].split("-")[0]] != c["label"]:
        bad.append(f"{c['id']}: category {c['category']} vs label {c['label']}")
    if not c["claim"].strip() or c["claim"] in c["context"]:
        bad.append(f"{c['id']}: empty claim or claim copied verbatim from context")
print(f"cases: {len(cases)} over {len({c['context_id'] for c in cases})} contexts; "
      + ", ".join(f"{k} {v}" for k, v in sorted(Counter(c['label'] for c in cases).items())))
print(f"disagreements between the two readings (left out): {len(dropped)}")
for d in dropped:
    print(f"  {d['id']} [{d['context_id']}] {d['claim']} — A {d['reading_a']['label']} ({d['reading_a']['why']}); "
          f"B {d['reading_b']['label']} ({d['reading_b']['why']})")
for m in bad:
    print("ERROR", m)
sys.exit(1 if bad else 0)
