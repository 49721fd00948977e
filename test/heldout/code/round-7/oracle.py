#!/usr/bin/env python3
"""Builds cases.json from the snippets, two hand readings and Bandit.

Label rule:
  * reading A (reading_a.tsv) and reading B (reading_b.tsv) are two hand readings of every
    snippet; a snippet whose readings disagree is dropped.
  * For Python, Bandit decides "vulnerable" when it reports an issue of severity MEDIUM or
    HIGH with confidence MEDIUM or HIGH. Bandit never decides "safe" (no finding is no
    decision). A snippet where Bandit decides "vulnerable" and the readings say "safe" is
    dropped.
  * The label is the agreed hand reading.

Run: python3 oracle.py            regenerate cases.json (fails if a committed label changes)
     python3 oracle.py --check    only compare, do not write
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SNIPPETS = os.path.join(HERE, "snippets")
BANDIT = os.environ.get("BANDIT", "/usr/bin/bandit")
LANG = {".py": "python", ".js": "javascript"}


def read_tsv(name, cols):
    rows = {}
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            parts = line.split("\t")
            if len(parts) != cols:
                sys.exit(f"{name}: bad line: {line!r}")
            rows[parts[0]] = parts[1:]
    return rows


def bandit_results(files):
    proc = subprocess.run([BANDIT, "-q", "-f", "json", *files], capture_output=True, text=True, cwd=SNIPPETS)
    data = json.loads(proc.stdout)
    if data.get("errors"):
        sys.exit(f"bandit errors: {data['errors']}")
    out = {f: [] for f in files}
    for r in data["results"]:
        out.setdefault(os.path.basename(r["filename"]), []).append(
            {"test_id": r["test_id"], "severity": r["issue_severity"], "confidence": r["issue_confidence"], "line": r["line_number"]}
        )
    version = subprocess.run([BANDIT, "--version"], capture_output=True, text=True).stdout.splitlines()[0].strip()
    return out, version


def main():
    check_only = "--check" in sys.argv
    a = read_tsv("reading_a.tsv", 4)  # id -> [category, label, reason]
    b = read_tsv("reading_b.tsv", 3)  # id -> [label, reason]
    files = sorted(f for f in os.listdir(SNIPPETS) if os.path.splitext(f)[1] in LANG)
    ids = [os.path.splitext(f)[0] for f in files]
    missing = [i for i in ids if i not in a or i not in b]
    if missing:
        sys.exit(f"no reading for: {missing}")
    py_files = [f for f in files if f.endswith(".py")]
    bandit, bandit_version = bandit_results(py_files)

    cases, dropped = [], []
    for f in files:
        cid, ext = os.path.splitext(f)
        category, label_a, reason_a = a[cid]
        label_b, reason_b = b[cid]
        for lab in (label_a, label_b):
            if lab not in ("vulnerable", "safe"):
                sys.exit(f"{cid}: bad label {lab}")
        with open(os.path.join(SNIPPETS, f), encoding="utf-8") as fh:
            code = fh.read()
        entry = {
            "id": cid,
            "file": f"snippets/{f}",
            "language": LANG[ext],
            "category": category,
            "reading_a": {"label": label_a, "reason": reason_a},
            "reading_b": {"label": label_b, "reason": reason_b},
        }
        bandit_decision = None
        if ext == ".py":
            hits = bandit.get(f, [])
            strong = [h for h in hits if h["severity"] in ("MEDIUM", "HIGH") and h["confidence"] in ("MEDIUM", "HIGH")]
            bandit_decision = "vulnerable" if strong else None
            entry["bandit"] = {"decision": bandit_decision, "issues": hits}
        if label_a != label_b:
            dropped.append({"id": cid, "why": f"readings disagree ({label_a} / {label_b})"})
            continue
        if bandit_decision == "vulnerable" and label_a == "safe":
            dropped.append({"id": cid, "why": "Bandit reports a MEDIUM/HIGH issue, readings say safe"})
            continue
        entry["label"] = label_a
        entry["code"] = code
        cases.append(entry)

    doc = {
        "oracle": "two hand readings (agreeing), Bandit MEDIUM/HIGH as a vulnerable-only cross-check for Python",
        "bandit_version": bandit_version,
        "cases": cases,
        "dropped": dropped,
    }
    path = os.path.join(HERE, "cases.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            old = {c["id"]: c["label"] for c in json.load(fh)["cases"]}
        new = {c["id"]: c["label"] for c in cases}
        diff = [(k, old.get(k), new.get(k)) for k in sorted(set(old) | set(new)) if old.get(k) != new.get(k)]
        if diff:
            sys.exit(f"labels differ from committed cases.json: {diff}")
    if not check_only:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
    n_v = sum(c["label"] == "vulnerable" for c in cases)
    print(f"{len(cases)} cases ({n_v} vulnerable, {len(cases) - n_v} safe), {len(dropped)} dropped; {bandit_version}")
    for d in dropped:
        print("dropped", d["id"], d["why"])
    agree = sum(1 for c in cases if c.get("bandit", {}).get("decision") == "vulnerable")
    print(f"Bandit decided vulnerable on {agree} Python cases (all agreeing with the readings)")


if __name__ == "__main__":
    main()
