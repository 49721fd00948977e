#!/usr/bin/env python3
"""Labels of the round-3 code held-out set.

Sources, per case:
  reading A  - hand label written with each snippet (cases_python.py, cases_javascript.py)
  reading B  - hand label from a separate pass over the code alone (readings_b.json)
  Bandit     - Python only: Bandit 1.6 (bandit_run.py) "decides vulnerable" when it reports a finding of a test
               that maps to a class the documentation rates critical or high (BANDIT_HIGH_CLASS below) with
               severity MEDIUM or HIGH and confidence MEDIUM or HIGH (a LOW-confidence finding, e.g. B608 on any
               SQL string built with +, is Bandit's own "possible", not a decision). Bandit never decides "safe":
               no finding is not a proof.
The label is the common hand label. A case is dropped when A and B disagree, or when Bandit decides
"vulnerable" on a case both readings call safe.

Usage: python3 oracle.py            regenerate cases.json; fail (exit 1) if a committed label disagrees
       BANDIT_PYTHON=/usr/bin/python3 selects the interpreter that has Bandit (default /usr/bin/python3)
"""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from cases_python import PY  # noqa: E402
from cases_javascript import JS  # noqa: E402

BANDIT_HIGH_CLASS = {
    "B102": "exec (code injection)",
    "B307": "eval (code injection)",
    "B301": "pickle (deserialisation)",
    "B302": "marshal (deserialisation)",
    "B506": "yaml.load (deserialisation)",
    "B602": "subprocess shell=True (command injection)",
    "B605": "process started with a shell (command injection)",
    "B608": "SQL built from strings (SQL injection)",
    "B501": "requests verify=False (TLS)",
    "B323": "unverified SSL context (TLS)",
    "B507": "SSH host key not verified",
    "B201": "Flask debug=True",
    "B304": "insecure cipher",
    "B305": "insecure cipher mode",
    "B701": "Jinja2 autoescape off (XSS)",
    "B703": "Django mark_safe (XSS)",
}
SEV = {"LOW": 1, "MEDIUM": 2, "HIGH": 3}


def run_bandit(py_cases):
    interp = os.environ.get("BANDIT_PYTHON", "/usr/bin/python3")
    with tempfile.TemporaryDirectory() as d:
        for cid, *_rest, code in py_cases:
            Path(d, cid.replace("-", "_") + ".py").write_text(code, encoding="utf-8")
        out = subprocess.run([interp, str(HERE / "bandit_run.py"), d], capture_output=True, text=True)
        if not out.stdout.strip():
            sys.exit(f"Bandit did not run: {out.stderr[:2000]}")
        report = json.loads(out.stdout)
        if report.get("errors"):
            sys.exit(f"Bandit errors: {report['errors']}")
        version = subprocess.run([interp, "-c", "import bandit; print(bandit.__version__)"],
                                 capture_output=True, text=True).stdout.strip()
    found = {}
    for r in report["results"]:
        cid = Path(r["filename"]).stem.replace("_", "-")
        found.setdefault(cid, []).append(
            {"test_id": r["test_id"], "severity": r["issue_severity"], "confidence": r["issue_confidence"],
             "line": r["line_number"]})
    return found, version


def main():
    readings_b = json.loads((HERE / "readings_b.json").read_text())
    bandit, bandit_version = run_bandit(PY)
    cases, dropped = [], []
    for lang, group in (("python", PY), ("javascript", JS)):
        for cid, category, label_a, reason_a, code in group:
            b = readings_b[cid]
            findings = bandit.get(cid, []) if lang == "python" else None
            decides = None
            if lang == "python":
                hits = [f for f in findings if f["test_id"] in BANDIT_HIGH_CLASS and SEV[f["severity"]] >= 2
                        and SEV[f["confidence"]] >= 2]
                decides = "vulnerable" if hits else None
            why = None
            if label_a != b["label"]:
                why = f"readings disagree (A {label_a}, B {b['label']})"
            elif decides == "vulnerable" and label_a == "safe":
                why = "Bandit decides vulnerable, both readings safe"
            entry = {
                "id": cid, "language": lang, "category": category,
                "label": None if why else label_a,
                "reading_a": {"label": label_a, "reason": reason_a},
                "reading_b": b,
                "bandit": None if lang != "python" else {"decides": decides, "findings": findings},
                "code": code,
            }
            if why:
                entry["dropped"] = why
                dropped.append((cid, why))
            cases.append(entry)
    doc = {"bandit_version": bandit_version, "cases": cases}
    target = HERE / "cases.json"
    if target.exists():
        old = {c["id"]: c.get("label") for c in json.loads(target.read_text())["cases"]}
        diff = [(c["id"], old.get(c["id"]), c["label"]) for c in cases if c["id"] in old and old[c["id"]] != c["label"]]
        if diff:
            for d in diff:
                print("label disagrees with the committed one:", d)
            sys.exit(1)
    target.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    kept = [c for c in cases if c["label"]]
    py_v = [c for c in kept if c["language"] == "python" and c["label"] == "vulnerable"]
    agree = sum(1 for c in py_v if c["bandit"]["decides"] == "vulnerable")
    print(f"{len(cases)} cases, {len(kept)} labelled, {len(dropped)} dropped {dropped}")
    for lang in ("python", "javascript"):
        for lab in ("vulnerable", "safe"):
            print(f"  {lang:<10} {lab:<10} {sum(1 for c in kept if c['language'] == lang and c['label'] == lab)}")
    print(f"Bandit {bandit_version} decides vulnerable on {agree} of {len(py_v)} vulnerable Python snippets")
    flagged_safe = [(c["id"], [f["test_id"] for f in c["bandit"]["findings"]]) for c in kept
                    if c["language"] == "python" and c["label"] == "safe" and c["bandit"]["findings"]]
    print("Bandit findings (not deciding) on safe Python snippets:", flagged_safe)


if __name__ == "__main__":
    main()
