#!/usr/bin/env python3
"""Oracle of the round-12 held-out code set, independent of the service.

Inputs: readings_a.json (reading A, written with each snippet), readings_b.json (reading B, made blind from the
unlabelled, reshuffled sheet that cases_src.py writes to blind.txt). Bandit (the `bandit` on PATH) is run on every
Python snippet and its raw JSON output is kept in bandit_raw.json as a cross-check; Bandit never sets a label.

Output: cases.json with only the cases both readings agree on (label), and disagreements.json listing the others.
Prints the counts and a Bandit summary (a Python case counts as flagged by Bandit when it reports an issue of
MEDIUM or HIGH severity).
"""
import json
import os
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


def run_bandit(rel):
    proc = subprocess.run(["bandit", "-f", "json", "-q", rel], cwd=HERE, capture_output=True, text=True)
    try:
        out = json.loads(proc.stdout)
    except json.JSONDecodeError:
        out = {"unparsed_stdout": proc.stdout}
    return {"exit_code": proc.returncode, "output": out, "stderr": proc.stderr.strip()}


def main():
    a = {r["id"]: r for r in load("readings_a.json")}
    b = {r["id"]: r for r in load("readings_b.json")}
    if set(a) != set(b):
        sys.exit(f"readings cover different cases: {sorted(set(a) ^ set(b))}")
    skip_bandit = "--no-bandit" in sys.argv
    bandit = {} if skip_bandit else {}
    if skip_bandit and os.path.exists(os.path.join(HERE, "bandit_raw.json")):
        bandit = load("bandit_raw.json")
    cases, disagreements = [], []
    for cid in sorted(a):
        ra, rb = a[cid], b[cid]
        if ra["language"] == "python" and not skip_bandit:
            bandit[cid] = run_bandit(ra["file"])
        if ra["label"] != rb["label"]:
            disagreements.append({"id": cid, "file": ra["file"], "reading_a": ra, "reading_b": rb})
            continue
        cases.append({
            "id": cid,
            "file": ra["file"],
            "language": ra["language"],
            "label": ra["label"],
            "class": ra["class"],
            "reading_a": {"class": ra["class"], "reason": ra["reason"]},
            "reading_b": {"class": rb["class"], "reason": rb["reason"]},
        })
    for c in cases:
        if c["language"] != "python":
            continue
        res = bandit.get(c["id"], {}).get("output", {}).get("results", [])
        sev = [r for r in res if r.get("issue_severity") in ("MEDIUM", "HIGH")]
        c["bandit"] = {"issues": [f'{r["test_id"]}:{r["issue_severity"]}' for r in res], "flagged": bool(sev)}
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
        json.dump({"round": 12, "engine": "POST /v1/verify/code", "cases": cases}, fh, indent=1)
        fh.write("\n")
    with open(os.path.join(HERE, "disagreements.json"), "w", encoding="utf-8") as fh:
        json.dump(disagreements, fh, indent=1)
        fh.write("\n")
    if not skip_bandit:
        with open(os.path.join(HERE, "bandit_raw.json"), "w", encoding="utf-8") as fh:
            json.dump(bandit, fh, indent=1, sort_keys=True)
            fh.write("\n")

    print(f"{len(a)} snippets, {len(cases)} kept (readings agree), {len(disagreements)} disagreements")
    by = Counter((c["language"], c["label"]) for c in cases)
    for k in sorted(by):
        print(f"  {k[0]:<11} {k[1]:<10} {by[k]}")
    py = [c for c in cases if c["language"] == "python"]
    for label in ("vulnerable", "safe"):
        rs = [c for c in py if c["label"] == label]
        f = sum(c["bandit"]["flagged"] for c in rs)
        print(f"  bandit (MEDIUM/HIGH) on python {label}: flagged {f} of {len(rs)}")


if __name__ == "__main__":
    main()
