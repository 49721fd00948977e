#!/usr/bin/env python3
"""Label oracle for the code round-4 held-out set.

Labels come from two hand readings (labels.py) and, for Python, Bandit where it decides.

  * Bandit (run as `bandit -f json` on every Python snippet) "decides vulnerable" when it reports at least one
    issue of severity MEDIUM or HIGH with confidence MEDIUM or HIGH, other than B310 (an audit reminder about
    urlopen schemes, not a finding). Bandit's silence decides nothing: it cannot prove a file safe.
  * A snippet is labelled when both hand readings agree and Bandit, where it decides, agrees with them.
    Otherwise it is excluded from the metrics (still sent and reported, unscored), with the reason.

Usage:
  python3 oracle.py           regenerate the labels and fail (exit 1) if cases.json disagrees with them
  python3 oracle.py --write   (re)write cases.json
  BANDIT=/path/to/bandit python3 oracle.py   (default: /usr/bin/bandit, else `bandit` on PATH)
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from labels import LABELS  # noqa: E402

SNIPPETS = os.path.join(HERE, "snippets")
CASES = os.path.join(HERE, "cases.json")
IGNORED_TESTS = {"B310"}
LANG = {"py": "python", "js": "javascript"}


def bandit_cmd():
    b = os.environ.get("BANDIT") or ("/usr/bin/bandit" if os.path.exists("/usr/bin/bandit") else shutil.which("bandit"))
    if not b:
        sys.exit("bandit not found (set BANDIT=)")
    return b


def run_bandit(files):
    b = bandit_cmd()
    version = subprocess.run([b, "--version"], capture_output=True, text=True).stdout.splitlines()[0].strip()
    proc = subprocess.run([b, "-f", "json", "-q", *files], capture_output=True, text=True, cwd=SNIPPETS)
    report = json.loads(proc.stdout)
    if report.get("errors"):
        sys.exit(f"bandit errors: {report['errors']}")
    out = {f: [] for f in files}
    for r in report["results"]:
        out[os.path.basename(r["filename"])].append(
            {"test_id": r["test_id"], "severity": r["issue_severity"], "confidence": r["issue_confidence"], "line": r["line_number"]}
        )
    return version, out


def decides(results):
    return any(
        r["severity"] in ("MEDIUM", "HIGH") and r["confidence"] in ("MEDIUM", "HIGH") and r["test_id"] not in IGNORED_TESTS
        for r in results
    )


def build():
    files = sorted(os.listdir(SNIPPETS))
    ids = {f.rsplit(".", 1)[0]: f for f in files}
    if set(ids) != set(LABELS):
        sys.exit(f"snippets and labels differ: {sorted(set(ids) ^ set(LABELS))}")
    py = [f for f in files if f.endswith(".py")]
    version, bandit = run_bandit(py)
    cases = []
    for cid in sorted(ids, key=lambda c: (c[0] != "p", c)):
        f = ids[cid]
        category, ra, rb, note = LABELS[cid]
        code = open(os.path.join(SNIPPETS, f), encoding="utf-8").read()
        b = None
        if f.endswith(".py"):
            b = {"results": bandit[f], "decides_vulnerable": decides(bandit[f])}
        excluded = None
        if ra != rb:
            excluded = "hand readings disagree"
        elif b and b["decides_vulnerable"] and ra == "S":
            excluded = "Bandit reports MEDIUM/HIGH, hand readings say safe"
        cases.append(
            {
                "id": cid,
                "file": f"snippets/{f}",
                "language": LANG[f.rsplit(".", 1)[1]],
                "category": category,
                "label": {"V": "vulnerable", "S": "safe"}[ra] if ra == rb else None,
                "reading_a": ra,
                "reading_b": rb,
                "note": note,
                "bandit": b,
                "excluded": excluded,
                "code": code,
            }
        )
    return {"bandit_version": version, "cases": cases}


def main():
    doc = build()
    if "--write" in sys.argv:
        with open(CASES, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
    committed = json.load(open(CASES, encoding="utf-8"))
    want = {c["id"]: (c["label"], c["excluded"], c["code"]) for c in doc["cases"]}
    have = {c["id"]: (c["label"], c["excluded"], c["code"]) for c in committed["cases"]}
    bad = sorted(k for k in set(want) | set(have) if want.get(k) != have.get(k))
    scored = [c for c in doc["cases"] if not c["excluded"]]
    nv = sum(c["label"] == "vulnerable" for c in scored)
    print(f"{len(doc['cases'])} snippets, {len(scored)} scored ({nv} vulnerable, {len(scored) - nv} safe), "
          f"{len(doc['cases']) - len(scored)} excluded; {doc['bandit_version']}")
    for c in doc["cases"]:
        if c["excluded"]:
            print(f"  excluded {c['id']}: {c['excluded']}")
    if bad:
        print("cases.json disagrees with the oracle for:", ", ".join(bad))
        sys.exit(1)
    print("cases.json agrees with the oracle")


if __name__ == "__main__":
    main()
