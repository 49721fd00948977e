#!/usr/bin/env python3
"""Labels for the code held-out set, round 5.

Label of a snippet = the two hand readings (hand_readings.json), when they agree, cross-checked with Bandit
(/usr/bin/bandit, or $BANDIT) for Python:
  * Bandit "decides vulnerable" when it reports an issue of severity MEDIUM or HIGH with confidence MEDIUM or HIGH,
    not counting its import notices (B4xx). Bandit never decides "safe": no report proves nothing.
  * A case is dropped (kept in cases.json with "dropped": reason, not scored) when the two hand readings disagree,
    or when Bandit decides "vulnerable" on a snippet both readings call safe.
Writes cases.json and bandit.json. With --check (default when cases.json exists) it regenerates in memory and
exits 1 if the committed cases.json differs; --write overwrites it.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SNIPPETS = os.path.join(HERE, "snippets")
BANDIT = os.environ.get("BANDIT", "/usr/bin/bandit")
LANG = {".py": "python", ".js": "javascript"}


def bandit_issues(path):
    out = subprocess.run([BANDIT, "-q", "-f", "json", path], capture_output=True, text=True)
    data = json.loads(out.stdout)
    if data.get("errors"):
        raise SystemExit(f"bandit could not analyse {path}: {data['errors']}")
    return [
        {"test_id": r["test_id"], "severity": r["issue_severity"], "confidence": r["issue_confidence"],
         "line": r["line_number"], "text": r["issue_text"]}
        for r in data["results"]
    ]


def bandit_decides_vulnerable(issues):
    return any(
        i["severity"] in ("MEDIUM", "HIGH") and i["confidence"] in ("MEDIUM", "HIGH") and not i["test_id"].startswith("B4")
        for i in issues
    )


def build():
    readings = json.load(open(os.path.join(HERE, "hand_readings.json")))
    cases, bandit = [], {}
    for name in sorted(os.listdir(SNIPPETS)):
        stem, ext = os.path.splitext(name)
        if ext not in LANG:
            continue
        code = open(os.path.join(SNIPPETS, name), encoding="utf-8").read()
        r = readings[stem]
        a, b = r["reading_a"]["label"], r["reading_b"]["label"]
        case = {"id": stem, "file": f"snippets/{name}", "language": LANG[ext], "reading_a": a, "reading_b": b}
        if "class" in r["reading_a"]:
            case["class"] = r["reading_a"]["class"]
        dropped = None
        if a != b:
            dropped = "hand readings disagree"
        if ext == ".py":
            issues = bandit_issues(os.path.join(SNIPPETS, name))
            bandit[stem] = issues
            decides = bandit_decides_vulnerable(issues)
            case["bandit"] = "vulnerable" if decides else "no decision"
            if decides and a == b == "safe":
                dropped = "Bandit reports a MEDIUM/HIGH issue on a snippet both hand readings call safe"
        else:
            case["bandit"] = "not applicable"
        case["label"] = a if a == b else None
        if dropped:
            case["dropped"] = dropped
        case["code"] = code
        cases.append(case)
    return cases, bandit


def main():
    cases, bandit = build()
    target = os.path.join(HERE, "cases.json")
    text = json.dumps(cases, indent=1, ensure_ascii=False) + "\n"
    mode = "--write" if "--write" in sys.argv or not os.path.exists(target) else "--check"
    if mode == "--write":
        open(target, "w", encoding="utf-8").write(text)
        open(os.path.join(HERE, "bandit.json"), "w").write(json.dumps(bandit, indent=1, sort_keys=True) + "\n")
    else:
        committed = json.load(open(target, encoding="utf-8"))
        old = {c["id"]: (c.get("label"), c.get("dropped")) for c in committed}
        new = {c["id"]: (c.get("label"), c.get("dropped")) for c in cases}
        diff = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
        codes = {c["id"]: c["code"] for c in committed} != {c["id"]: c["code"] for c in cases}
        if diff or codes:
            print("labels differ from the committed cases.json:", diff, "(code differs)" if codes else "")
            sys.exit(1)
    scored = [c for c in cases if not c.get("dropped")]
    vul = sum(c["label"] == "vulnerable" for c in scored)
    print(f"{len(cases)} snippets, {len(scored)} scored ({vul} vulnerable, {len(scored) - vul} safe), "
          f"{len(cases) - len(scored)} dropped: {[c['id'] for c in cases if c.get('dropped')]}")


if __name__ == "__main__":
    main()
