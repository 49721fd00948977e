#!/usr/bin/env python3
"""Labels for the code held-out set, round 10.

Label sources, in order:
  1. Two hand readings (reading-a.tsv, written with the snippets; reading-b.tsv, a blind re-reading of every
     snippet in shuffled order with file names hidden). A case whose two readings disagree is dropped.
  2. Bandit (Python only), where it decides: Bandit decides "vulnerable" when it reports a finding of severity
     MEDIUM or HIGH with confidence MEDIUM or HIGH. Silence is not a decision (Bandit misses most classes here).
     A case where Bandit decides "vulnerable" and the hand label is "safe" is dropped (the oracles disagree).

Writes cases.json (the cases the scorer sends) and bandit.json (Bandit's raw findings per file).
Exits non-zero when a committed cases.json disagrees with what this script derives.

    python3 oracle.py            # re-derive and compare with the committed cases.json
    python3 oracle.py --write    # (re)write cases.json and bandit.json
Bandit: /usr/bin/bandit (or BANDIT=...). Without Bandit the committed bandit.json is used and a warning printed.
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES_DIR = os.path.join(HERE, "cases")
LANG = {".py": "python", ".js": "javascript", ".ts": "typescript"}
DECIDING = {"MEDIUM", "HIGH"}


def read_tsv(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    header = lines[0].split("\t")
    return {row[0]: dict(zip(header, row)) for row in (l.split("\t") for l in lines[1:] if l)}


def run_bandit(py_files):
    exe = os.environ.get("BANDIT") or shutil.which("bandit") or "/usr/bin/bandit"
    if not os.path.exists(exe):
        return None
    proc = subprocess.run(
        [exe, "-f", "json", "-q", *py_files], cwd=CASES_DIR, capture_output=True, text=True
    )
    data = json.loads(proc.stdout)
    if data.get("errors"):
        sys.exit(f"bandit errors: {data['errors']}")
    out = {f: [] for f in py_files}
    for r in data["results"]:
        name = os.path.basename(r["filename"])
        out[name].append(
            {
                "test_id": r["test_id"],
                "test_name": r["test_name"],
                "severity": r["issue_severity"],
                "confidence": r["issue_confidence"],
                "line": r["line_number"],
            }
        )
    version = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return {"bandit": version, "files": out}


def main():
    write = "--write" in sys.argv
    files = sorted(f for f in os.listdir(CASES_DIR) if os.path.splitext(f)[1] in LANG)
    a = read_tsv("reading-a.tsv")
    b = read_tsv("reading-b.tsv")
    py_files = [f for f in files if f.endswith(".py")]
    bandit = run_bandit(py_files)
    bandit_path = os.path.join(HERE, "bandit.json")
    if bandit is None:
        print("warning: bandit not found, using the committed bandit.json", file=sys.stderr)
        with open(bandit_path, encoding="utf-8") as fh:
            bandit = json.load(fh)

    cases, dropped = [], []
    for f in files:
        cid, ext = os.path.splitext(f)
        ra, rb = a[cid]["label"], b[cid]["label"]
        entry = {
            "id": cid,
            "file": f"cases/{f}",
            "language": LANG[ext],
            "class": a[cid]["class"],
            "reading_a": ra,
            "reading_b": rb,
            "note": a[cid]["rationale"],
        }
        if ra != rb:
            dropped.append({**entry, "why": "hand readings disagree"})
            continue
        label = ra
        if ext == ".py":
            findings = bandit["files"].get(f, [])
            deciding = [x for x in findings if x["severity"] in DECIDING and x["confidence"] in DECIDING]
            entry["bandit"] = "vulnerable" if deciding else "undecided"
            entry["bandit_tests"] = sorted({x["test_id"] for x in deciding})
            if deciding and label == "safe":
                dropped.append({**entry, "why": "Bandit decides vulnerable, hand label safe"})
                continue
        else:
            entry["bandit"] = "n/a"
        entry["label"] = label
        cases.append(entry)

    derived = {"cases": cases, "dropped": dropped}
    cases_path = os.path.join(HERE, "cases.json")
    if write:
        with open(cases_path, "w", encoding="utf-8") as fh:
            json.dump(derived, fh, indent=2)
            fh.write("\n")
        with open(bandit_path, "w", encoding="utf-8") as fh:
            json.dump(bandit, fh, indent=2, sort_keys=True)
            fh.write("\n")
    else:
        with open(cases_path, encoding="utf-8") as fh:
            committed = json.load(fh)
        if committed != derived:
            old = {c["id"]: c.get("label") for c in committed["cases"]}
            new = {c["id"]: c.get("label") for c in derived["cases"]}
            diff = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
            sys.exit(f"cases.json disagrees with the oracle for: {', '.join(diff) or '(metadata only)'}")
    n_vuln = sum(c["label"] == "vulnerable" for c in cases)
    print(f"{len(cases)} cases ({n_vuln} vulnerable, {len(cases) - n_vuln} safe), {len(dropped)} dropped")
    for d in dropped:
        print(f"  dropped {d['id']}: {d['why']} {d.get('bandit_tests', '')}")


if __name__ == "__main__":
    main()
