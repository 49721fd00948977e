#!/usr/bin/env python3
"""Regenerates cases.json from the two hand readings (labels_src.py) and Bandit.

Label rule:
  * both hand readings must agree, else the case is dropped;
  * for Python, Bandit votes "vulnerable" when it reports an issue of MEDIUM or HIGH severity that is not an
    import notice (B4xx); Bandit's silence is no vote (Bandit 1.6.2 misses string-constant checks on Python >= 3.8).
    A Bandit vote that contradicts the hand label drops the case.
Run: python3 oracle.py            (writes cases.json; fails if a committed label would change)
     python3 oracle.py --no-bandit (skips Bandit and keeps the committed Bandit column)
"""
import json
import os
import shutil
import subprocess
import sys

from labels_src import ROWS

HERE = os.path.dirname(os.path.abspath(__file__))
SNIPPETS = os.path.join(HERE, "snippets")
OUT = os.path.join(HERE, "cases.json")


def bandit_votes(files):
    exe = shutil.which("bandit") or "/usr/bin/bandit"
    proc = subprocess.run([exe, "-q", "-f", "json", *files], capture_output=True, text=True, cwd=SNIPPETS)
    report = json.loads(proc.stdout)
    if report.get("errors"):
        raise SystemExit(f"bandit errors: {report['errors']}")
    found = {}
    for r in report["results"]:
        cid = os.path.splitext(os.path.basename(r["filename"]))[0]
        found.setdefault(cid, [])
        if r["issue_severity"] in ("MEDIUM", "HIGH") and not r["test_id"].startswith("B4"):
            found[cid].append(f"{r['test_id']}:{r['line_number']}:{r['issue_severity']}")
    return found, proc


def main():
    previous = {}
    if os.path.exists(OUT):
        with open(OUT, encoding="utf-8") as fh:
            previous = {c["id"]: c for c in json.load(fh)["cases"]}
    py_files = [f"{cid}.py" for cid, *_ in ROWS if cid.startswith("py")]
    if "--no-bandit" in sys.argv:
        votes = {cid: c.get("bandit_findings", []) for cid, c in previous.items()}
        version = "(not re-run)"
    else:
        votes, _ = bandit_votes(py_files)
        version = subprocess.run([shutil.which("bandit") or "/usr/bin/bandit", "--version"],
                                 capture_output=True, text=True).stdout.splitlines()[0]
    cases = []
    for cid, category, a, b, note in ROWS:
        lang = "python" if cid.startswith("py") else "javascript"
        ext = ".py" if lang == "python" else ".js"
        path = os.path.join(SNIPPETS, cid + ext)
        if not os.path.exists(path):
            raise SystemExit(f"missing snippet {path}")
        case = {"id": cid, "file": f"snippets/{cid}{ext}", "language": lang, "category": category,
                "reading_a": a, "reading_b": b, "note": note}
        status = "scored"
        reason = None
        if a != b:
            status, reason = "dropped", "hand readings disagree"
        bandit = None
        if lang == "python":
            findings = votes.get(cid, [])
            case["bandit_findings"] = findings
            bandit = "vulnerable" if findings else "no_vote"
            case["bandit"] = bandit
            if bandit == "vulnerable" and a == b and a != "vulnerable":
                status, reason = "dropped", "Bandit votes vulnerable against the hand label"
        case["label"] = a if a == b else None
        case["status"] = status
        if reason:
            case["drop_reason"] = reason
        cases.append(case)
    mismatches = [c["id"] for c in cases if c["id"] in previous and
                  (previous[c["id"]].get("label"), previous[c["id"]].get("status")) != (c["label"], c["status"])]
    scored = [c for c in cases if c["status"] == "scored"]
    doc = {
        "oracle": "two hand readings (labels_src.py) + " + version + " as a vulnerable vote for Python",
        "counts": {
            "cases": len(cases),
            "scored": len(scored),
            "dropped": len(cases) - len(scored),
            "vulnerable": sum(c["label"] == "vulnerable" for c in scored),
            "safe": sum(c["label"] == "safe" for c in scored),
        },
        "cases": cases,
    }
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, indent=1)
        fh.write("\n")
    print(json.dumps(doc["counts"]))
    for c in cases:
        if c["status"] != "scored":
            print("dropped", c["id"], c["drop_reason"], c.get("bandit_findings"))
    if mismatches:
        raise SystemExit(f"labels differ from the committed cases.json: {mismatches}")


if __name__ == "__main__":
    main()
