"""Regenerates cases.json from snippets/ and labels.py, running Bandit on the Python snippets.

Usage: python3 oracle.py            (checks: fails if Bandit no longer corroborates a label, or cases.json differs)
       python3 oracle.py --write    (writes cases.json)
Bandit: BANDIT env var, default /usr/bin/bandit (Bandit 1.6.2 was used). A finding counts when its severity is
MEDIUM or HIGH.
"""
import json
import os
import subprocess
import sys

from labels import LABELS

HERE = os.path.dirname(os.path.abspath(__file__))
SNIP = os.path.join(HERE, "snippets")
BANDIT = os.environ.get("BANDIT", "/usr/bin/bandit")


def bandit_findings():
    py = sorted(f for f in os.listdir(SNIP) if f.endswith(".py"))
    out = subprocess.run([BANDIT, "-f", "json", "-q", *py], cwd=SNIP, capture_output=True, text=True)
    data = json.loads(out.stdout)
    res = {f: [] for f in py}
    for r in data["results"]:
        if r["issue_severity"] in ("MEDIUM", "HIGH"):
            res[os.path.basename(r["filename"])].append(r["test_id"])
    return res


def main():
    files = sorted(os.listdir(SNIP))
    missing = set(files) ^ set(LABELS)
    if missing:
        sys.exit(f"snippets and labels differ: {sorted(missing)}")
    bandit = bandit_findings()
    errors = []
    cases = []
    for f in files:
        label, cwe, corro, note = LABELS[f]
        lang = "python" if f.endswith(".py") else "javascript"
        b = bandit.get(f) if lang == "python" else None
        if corro == "clean":
            if b:
                errors.append(f"{f}: labelled safe with Bandit clean, Bandit reports {b}")
            source = "hand + Bandit (clean)"
        elif corro:
            lacking = [t for t in corro if t not in (b or [])]
            if lacking:
                errors.append(f"{f}: Bandit no longer reports {lacking}")
            source = "hand + Bandit " + ",".join(corro)
        else:
            source = "hand"
        with open(os.path.join(SNIP, f), encoding="utf-8") as fh:
            code = fh.read()
        cases.append({"id": f.rsplit(".", 1)[0], "file": "snippets/" + f, "language": lang, "label": label,
                      "cwe": cwe, "label_source": source, "bandit_medium_high": b, "note": note, "code": code})
    if errors:
        sys.exit("\n".join(errors))
    text = json.dumps(cases, indent=1, ensure_ascii=False) + "\n"
    path = os.path.join(HERE, "cases.json")
    if "--write" in sys.argv:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        print(f"wrote {len(cases)} cases")
        return
    with open(path, encoding="utf-8") as fh:
        old = json.load(fh)
    if [(c["id"], c["label"], c["cwe"]) for c in old] != [(c["id"], c["label"], c["cwe"]) for c in cases]:
        sys.exit("cases.json labels differ from the oracle; run with --write after review")
    print(f"ok: {len(cases)} cases, labels agree")


if __name__ == "__main__":
    main()
