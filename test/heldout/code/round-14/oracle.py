#!/usr/bin/env python3
"""Oracle for the round-14 held-out code set: labels every case independently of the service.

Inputs (all in this folder):
  readings/index.json      neutral id -> source key, language, file (written by cases_src.py)
  readings/reading1.json   first hand reading (made while writing the snippets): label, class, reason
  readings/reading2.txt    second hand reading, made blind to the first from readings/reading2_sheet.md
                           (code only, in a second shuffled order)
Checks and outputs:
  * every snippet parses (Python: ast.parse; JavaScript: node --check when node is on PATH)
  * keeps only cases both readings label the same; lists label and class disagreements
  * runs Bandit (when installed) on every Python snippet; raw JSON per snippet in readings/bandit_raw.json
    (re-used when Bandit is not installed), a one-line summary per case in cases.json
  * writes cases.json (the set the scorer reads)
Run: python3 cases_src.py && python3 oracle.py
"""
import ast
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
R = lambda *p: os.path.join(HERE, *p)  # noqa: E731


def load_reading2():
    out = {}
    with open(R("readings", "reading2.txt")) as fh:
        for line in fh:
            if not line.strip() or line.startswith("#"):
                continue
            cid, label, cls, reason = line.rstrip("\n").split(" ", 3)
            assert label in ("vulnerable", "safe"), line
            out[cid] = {"label": label, "class": cls, "reason": reason}
    return out


def syntax_ok(entry):
    path = R(entry["file"])
    if entry["language"] == "python":
        ast.parse(open(path).read(), path)
        return True
    if entry["language"] == "javascript" and shutil.which("node"):
        return subprocess.run(["node", "--check", path], capture_output=True).returncode == 0
    return None  # TypeScript: not checked here


def bandit_all(index):
    raw_path = R("readings", "bandit_raw.json")
    if shutil.which("bandit"):
        version = subprocess.run(["bandit", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        raw = {"bandit": version, "command": "bandit -f json -q <file>", "results": {}}
        for e in index:
            if e["language"] != "python":
                continue
            p = subprocess.run(["bandit", "-f", "json", "-q", R(e["file"])], capture_output=True, text=True)
            doc = json.loads(p.stdout)
            for r in doc.get("results", []):
                r["filename"] = e["file"]  # no machine paths
            raw["results"][e["id"]] = {"exit_code": p.returncode, "results": doc.get("results", []),
                                       "errors": doc.get("errors", [])}
        with open(raw_path, "w") as fh:
            json.dump(raw, fh, indent=1, sort_keys=True)
    with open(raw_path) as fh:
        return json.load(fh)


def main():
    index = json.load(open(R("readings", "index.json")))
    r1 = json.load(open(R("readings", "reading1.json")))
    r2 = load_reading2()
    assert set(r1) == set(r2) == {e["id"] for e in index}, "readings do not cover the same cases"
    bandit = bandit_all(index)
    cases, label_disagree, class_disagree = [], [], []
    for e in sorted(index, key=lambda x: x["id"]):
        cid = e["id"]
        ok = syntax_ok(e)
        assert ok is not False, f"{cid} does not parse"
        a, b = r1[cid], r2[cid]
        if a["class"] != b["class"]:
            class_disagree.append((cid, a["class"], b["class"]))
        if a["label"] != b["label"]:
            label_disagree.append((cid, a["label"], b["label"]))
            continue
        case = {"id": cid, "key": e["key"], "language": e["language"], "file": e["file"], "label": a["label"],
                "class": a["class"], "reason": a["reason"], "reason_reading2": b["reason"]}
        if e["language"] == "python":
            res = bandit["results"][cid]["results"]
            mh = [r for r in res if r["issue_severity"] in ("MEDIUM", "HIGH")]
            case["bandit"] = {"all": sorted({r["test_id"] for r in res}), "medium_high": sorted({r["test_id"] for r in mh})}
        cases.append(case)
    with open(R("cases.json"), "w") as fh:
        json.dump({"set": "code round 14", "oracle": "two hand readings (agreed only), Bandit recorded for Python",
                   "cases": cases}, fh, indent=1)
    n = lambda f: sum(1 for c in cases if f(c))  # noqa: E731
    print(f"{len(cases)} cases kept ({n(lambda c: c['label'] == 'vulnerable')} vulnerable, "
          f"{n(lambda c: c['label'] == 'safe')} safe); label disagreements dropped: {label_disagree or 'none'}")
    print(f"class disagreements (label agreed, class of reading 1 kept): {class_disagree or 'none'}")
    py = [c for c in cases if c["language"] == "python"]
    flagged = lambda c: bool(c["bandit"]["medium_high"])  # noqa: E731
    print("Bandit (MEDIUM/HIGH) on Python: vulnerable flagged "
          f"{n(lambda c: c in py and c['label'] == 'vulnerable' and flagged(c))}/{n(lambda c: c in py and c['label'] == 'vulnerable')}, "
          f"safe flagged {n(lambda c: c in py and c['label'] == 'safe' and flagged(c))}/{n(lambda c: c in py and c['label'] == 'safe')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
