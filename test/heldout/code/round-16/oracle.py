#!/usr/bin/env python3
"""Oracle for the round-16 held-out code set (independent of the service).

Inputs (all in this folder):
  cases_a.json      written by cases_src.py: reading A (label, reason) made with each snippet
  readings_b.json   reading B, made blind to A (shuffled snippets, no key/class/reason), keyed by case id
  bandit_raw.json   raw Bandit output on every Python snippet (`--bandit` re-runs it: bandit -f json -q snippets/*.py)
Output: cases.json, only the cases both readings agree on, with Bandit's MEDIUM/HIGH issues per Python case as a
cross-check (Bandit never sets a label). Prints the agreement, the label counts and Bandit's recall/precision.
"""
import ast
import json
import os
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


def main():
    if "--bandit" in sys.argv:
        py = sorted(f"snippets/{f}" for f in os.listdir(os.path.join(HERE, "snippets")) if f.endswith(".py"))
        out = subprocess.run(["bandit", "-f", "json", "-q", *py], cwd=HERE, capture_output=True, text=True)
        with open(os.path.join(HERE, "bandit_raw.json"), "w", encoding="utf-8") as fh:
            fh.write(out.stdout)
    cases_a = load("cases_a.json")["cases"]
    readings_b = load("readings_b.json")["readings"]
    bandit = load("bandit_raw.json")
    by_file = {}
    for r in bandit["results"]:
        by_file.setdefault(r["filename"], []).append(r)

    kept, disagreements = [], []
    for c in cases_a:
        b = readings_b[c["id"]]
        code = open(os.path.join(HERE, c["file"]), encoding="utf-8").read()
        if c["language"] == "python":
            ast.parse(code)  # a snippet that does not parse would be partial for a reason other than its label
        lines = code.count("\n")
        assert 10 <= lines <= 40, (c["id"], lines)
        if c["label_a"] != b["label_b"]:
            disagreements.append({"id": c["id"], "key": c["key"], "a": c["label_a"], "b": b["label_b"]})
            continue
        case = {
            "id": c["id"],
            "key": c["key"],
            "language": c["language"],
            "class": c["class"],
            "file": c["file"],
            "label": c["label_a"],
            "reason_a": c["reason_a"],
            "reason_b": b["reason_b"],
            "class_b": b["class_b"],
            "blind_id": b["blind_id"],
        }
        if c["language"] == "python":
            issues = [r for r in by_file.get(c["file"], []) if r["issue_severity"] in ("MEDIUM", "HIGH")]
            case["bandit_medium_high"] = sorted({f"{r['test_id']}:{r['issue_severity']}:{r['line_number']}" for r in issues})
        kept.append(case)

    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
        json.dump({"set": "code round 16", "label_meaning": "vulnerable = must not be answered safe", "cases": kept,
                   "disagreements": disagreements}, fh, indent=1)
        fh.write("\n")

    print(f"cases: {len(cases_a)}, agreed: {len(kept)}, disagreements: {len(disagreements)}")
    print("labels:", dict(Counter(c["label"] for c in kept)))
    print("by language:", dict(Counter((c["language"], c["label"]) for c in kept)))
    py = [c for c in kept if c["language"] == "python"]
    flagged = [c for c in py if c["bandit_medium_high"]]
    tp = sum(c["label"] == "vulnerable" for c in flagged)
    nv = sum(c["label"] == "vulnerable" for c in py)
    print(f"Bandit (MEDIUM/HIGH) on {len(py)} Python cases: caught {tp}/{nv} vulnerable, "
          f"flagged {len(flagged) - tp}/{len(py) - nv} safe")
    print("per class:")
    for cls in sorted({c["class"] for c in kept}):
        cnt = Counter(c["label"] for c in kept if c["class"] == cls)
        print(f"  {cls:22} vulnerable {cnt['vulnerable']:2}  safe {cnt['safe']:2}")


if __name__ == "__main__":
    main()
