#!/usr/bin/env python3
"""Oracle of the round-15 held-out code set, independent of the service.

1. Compares the two hand readings (readings/reading-1.json, readings/reading-2.json) label by label; only cases
   whose labels agree go into cases.json; disagreements are written to readings/disagreements.json.
2. Runs Bandit on every Python snippet and stores its raw JSON output per case in bandit-raw.json (a cross-check,
   never a label), with a summary per case in cases.json; and again through bandit_run.py (the same Bandit with an
   ast.Constant visitor, so its string tests see literals on Python >= 3.8) into bandit-raw-constant.json.
3. Checks every snippet parses (Python with ast; JavaScript/TypeScript are checked by the writer with node --check
   and the TypeScript transpiler, see README).

Run: python3 cases_src.py && python3 oracle.py   (needs `bandit` on PATH; 1.6.2 was used)
"""
import ast
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


def bandit(rel, backport=False):
    cmd = ["/usr/bin/python3", "bandit_run.py"] if backport else ["bandit"]
    proc = subprocess.run(cmd + ["-f", "json", "-q", rel], cwd=HERE, capture_output=True, text=True)
    try:
        raw = json.loads(proc.stdout)
    except json.JSONDecodeError:
        return {"error": (proc.stdout + proc.stderr)[-2000:]}
    raw.pop("generated_at", None)
    return raw


def main():
    manifest = load("manifest.json")
    r1 = load("readings/reading-1.json")
    r2 = load("readings/reading-2.json")
    assert set(r1) == set(r2) == {m["id"] for m in manifest}, "readings do not cover the same cases"
    version = subprocess.run(["bandit", "--version"], capture_output=True, text=True).stdout.splitlines()[0]

    cases, disagreements, bandit_raw, bandit_bp = [], [], {}, {}
    class_diffs = 0
    for m in manifest:
        cid = m["id"]
        path = os.path.join(HERE, m["file"])
        code = open(path, encoding="utf-8").read()
        if m["language"] == "python":
            ast.parse(code, filename=m["file"])
        a, b = r1[cid], r2[cid]
        if a["label"] != b["label"]:
            disagreements.append({"id": cid, "key": m["key"], "reading_1": a, "reading_2": b})
            continue
        if a["class"] != b["class"]:
            class_diffs += 1
        entry = {
            "id": cid,
            "key": m["key"],
            "file": m["file"],
            "language": m["language"],
            "label": a["label"],
            "class": a["class"],
            "reason": a["reason"],
            "reason_2": b["reason"],
        }
        if a["class"] != b["class"]:
            entry["class_2"] = b["class"]
        if m["language"] == "python":
            for field, store, backport in (("bandit", bandit_raw, False), ("bandit_constant", bandit_bp, True)):
                raw = bandit(m["file"], backport)
                store[cid] = raw
                res = raw.get("results", [])
                mh = [r for r in res if r["issue_severity"] in ("MEDIUM", "HIGH")]
                entry[field] = {
                    "issues": len(res),
                    "medium_or_high": len(mh),
                    "tests": sorted({r["test_id"] for r in res}),
                    "flags_it": bool(mh),
                }
        cases.append(entry)

    with open(os.path.join(HERE, "cases.json"), "w") as fh:
        json.dump(
            {
                "round": 15,
                "engine": "POST /v1/verify/code",
                "oracle": "two hand readings (second blind, shuffled); only agreed labels kept; Bandit raw output as a cross-check",
                "bandit_version": version,
                "cases": cases,
            },
            fh,
            indent=1,
        )
        fh.write("\n")
    with open(os.path.join(HERE, "bandit-raw.json"), "w") as fh:
        json.dump({"bandit_version": version, "command": "bandit -f json -q FILE", "results": bandit_raw}, fh, indent=1, sort_keys=True)
        fh.write("\n")
    with open(os.path.join(HERE, "bandit-raw-constant.json"), "w") as fh:
        json.dump({"bandit_version": version, "command": "/usr/bin/python3 bandit_run.py -f json -q FILE (ast.Constant visitor)",
                   "results": bandit_bp}, fh, indent=1, sort_keys=True)
        fh.write("\n")
    with open(os.path.join(HERE, "readings", "disagreements.json"), "w") as fh:
        json.dump(disagreements, fh, indent=1)
        fh.write("\n")

    # summary
    def n(pred):
        return sum(1 for c in cases if pred(c))

    print(f"{len(manifest)} written, {len(cases)} kept (readings agree), {len(disagreements)} disagreements, "
          f"{class_diffs} agreed labels with different classes")
    for lang in ("python", "javascript", "typescript"):
        print(f"  {lang:10} vulnerable {n(lambda c: c['language'] == lang and c['label'] == 'vulnerable'):3}"
              f"  safe {n(lambda c: c['language'] == lang and c['label'] == 'safe'):3}")
    py = [c for c in cases if c["language"] == "python"]
    pv = [c for c in py if c["label"] == "vulnerable"]
    ps = [c for c in py if c["label"] == "safe"]
    for field in ("bandit", "bandit_constant"):
        for level in ("flags_it", "issues"):
            hit = (lambda c: c[field]["flags_it"]) if level == "flags_it" else (lambda c: c[field]["issues"] > 0)
            print(f"{field} ({version}) {'MEDIUM/HIGH' if level == 'flags_it' else 'any severity'}: flags "
                  f"{sum(hit(c) for c in pv)}/{len(pv)} vulnerable, {sum(hit(c) for c in ps)}/{len(ps)} safe")
    return 0


if __name__ == "__main__":
    sys.exit(main())
