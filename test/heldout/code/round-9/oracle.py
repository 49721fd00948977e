#!/usr/bin/env python3
"""Label oracle for the code held-out set, round 9.

Labels come from two hand readings per snippet (readings.json: reading A written with
the snippet, reading B written later in a separate pass over the snippets in shuffled
order with their names hidden) and, for Python, from Bandit where Bandit decides.

  * Both hand readings must agree, otherwise the case is dropped.
  * Bandit decides "vulnerable" for a Python snippet when it reports a test of a
    critical/high class (DECISIVE below) with severity MEDIUM or HIGH and confidence
    HIGH. If Bandit decides "vulnerable" and the hand readings say "safe", the case is
    dropped. Bandit's silence decides nothing (it does not follow values through
    variables, dicts or helper functions).

Usage: python3 oracle.py            regenerate cases.json; exit 1 if a committed label differs
       python3 oracle.py --no-bandit  reuse bandit-results.json instead of running Bandit
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SNIPPETS = os.path.join(HERE, "snippets")
BANDIT_FILE = os.path.join(HERE, "bandit-results.json")
CASES_FILE = os.path.join(HERE, "cases.json")

# Bandit tests whose finding is, by itself, a critical/high class of the documented threshold.
# Not decisive: B303/B324 (MD5/SHA1: weak only for passwords, Bandit cannot tell), B310
# (urlopen scheme), B311 (random: secret only by use), B404/B603/B607 (subprocess notices),
# B601 (paramiko exec_command), B104/B108/B3xx XML (medium classes), B413 (library notice).
DECISIVE = {
    "B102", "B307", "B301", "B302", "B506", "B501", "B502", "B503", "B504", "B323",
    "B602", "B604", "B605", "B608", "B201", "B304", "B305", "B103", "B701", "B308", "B703",
}


def run_bandit():
    bandit = shutil.which("bandit") or "/usr/bin/bandit"
    files = sorted(f for f in os.listdir(SNIPPETS) if f.endswith(".py"))
    proc = subprocess.run([bandit, "-f", "json", "-q", *files], cwd=SNIPPETS,
                          capture_output=True, text=True)
    data = json.loads(proc.stdout)
    version = subprocess.run([bandit, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    out = {"bandit": version.strip(), "results": {f: [] for f in files}}
    for r in data["results"]:
        out["results"][os.path.basename(r["filename"])].append(
            {"test_id": r["test_id"], "severity": r["issue_severity"],
             "confidence": r["issue_confidence"], "line": r["line_number"]})
    if data.get("errors"):
        raise SystemExit(f"bandit errors: {data['errors']}")
    return out


def bandit_decision(findings):
    for f in findings:
        if f["test_id"] in DECISIVE and f["severity"] in ("MEDIUM", "HIGH") and f["confidence"] == "HIGH":
            return "vulnerable"
    return None


def main():
    if "--no-bandit" in sys.argv:
        bandit = json.load(open(BANDIT_FILE))
    else:
        bandit = run_bandit()
        if os.path.exists(BANDIT_FILE):
            old = json.load(open(BANDIT_FILE))
            if old["results"] != bandit["results"]:
                print("note: Bandit's findings differ from bandit-results.json (another Bandit version?)")
        json.dump(bandit, open(BANDIT_FILE, "w"), indent=1, sort_keys=True)

    readings = json.load(open(os.path.join(HERE, "readings.json")))
    cases = []
    for name in sorted(readings):
        r = readings[name]
        lang = "python" if name.endswith(".py") else "javascript"
        a, b = r["reading_a"]["label"], r["reading_b"]["label"]
        bd = bandit_decision(bandit["results"].get(name, [])) if lang == "python" else None
        label, dropped = a, None
        if a != b:
            label, dropped = None, "hand readings disagree"
        elif bd == "vulnerable" and a == "safe":
            label, dropped = None, "Bandit decides vulnerable, hand readings say safe"
        cases.append({
            "id": name.rsplit(".", 1)[0], "file": "snippets/" + name, "language": lang,
            "category": r["category"], "label": label, "dropped": dropped,
            "reading_a": a, "reading_b": b, "bandit": bd or ("silent" if lang == "python" else "n/a"),
        })

    if os.path.exists(CASES_FILE):
        old = {c["id"]: c for c in json.load(open(CASES_FILE))}
        bad = [c["id"] for c in cases if c["id"] in old and old[c["id"]]["label"] != c["label"]]
        if bad:
            print("committed labels disagree with the oracle:", ", ".join(bad))
            sys.exit(1)
    json.dump(cases, open(CASES_FILE, "w"), indent=1)
    kept = [c for c in cases if c["label"]]
    print(f"{len(cases)} snippets, {len(kept)} labelled "
          f"({sum(c['label'] == 'vulnerable' for c in kept)} vulnerable, {sum(c['label'] == 'safe' for c in kept)} safe), "
          f"{len(cases) - len(kept)} dropped")
    for c in cases:
        if c["dropped"]:
            print(f"  dropped {c['id']}: {c['dropped']}")


if __name__ == "__main__":
    main()
