"""Writes the labelled code corpus and Bandit's answers on it.

Usage (from this directory): python3 make_snippets.py
  - writes py/*.py, js/*.js, ts/*.ts from cases_python.py and cases_javascript.py (hand-labelled),
  - writes labels.json: file -> {"level": "high"|"medium"|"none", "family": str|None},
  - runs Debian's Bandit over the Python files (through ../bandit_run.py, which backports Bandit 1.7's ast.Constant
    visitor so string checks work on Python >= 3.8) and writes bandit-baseline.json: file -> [{test_id, severity,
    confidence, line}], plus the Bandit version. Without Bandit the baseline is left as it is.
The engine never runs here: the test (snippets.test.ts) compares the engine with these labels and with Bandit.
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases_javascript  # noqa: E402
import cases_python  # noqa: E402

EXT = {"py": "py", "js": "js", "ts": "ts.txt"}  # .txt: the root tsconfig type-checks every .ts under src


def write_cases():
    for lang in EXT:
        shutil.rmtree(os.path.join(HERE, lang), ignore_errors=True)
        os.makedirs(os.path.join(HERE, lang))
    labels = {}
    cases = [(cid, "py", level, family, code) for cid, level, family, code in cases_python.CASES]
    cases += list(cases_javascript.CASES)
    for cid, lang, level, family, code in cases:
        rel = f"{lang}/{cid}.{EXT[lang]}"
        with open(os.path.join(HERE, rel), "w", encoding="utf-8") as fh:
            fh.write(code.lstrip("\n"))
        labels[rel] = {"level": level, "family": family}
    with open(os.path.join(HERE, "labels.json"), "w", encoding="utf-8") as fh:
        json.dump(labels, fh, indent=1, sort_keys=True)
        fh.write("\n")
    return labels


def run_bandit(labels):
    bandit = shutil.which("bandit")
    if not bandit:
        print("bandit not installed: bandit-baseline.json left unchanged")
        return
    with open(bandit, encoding="utf-8") as fh:
        shebang = fh.readline()
    python = shebang[2:].split()[0] if shebang.startswith("#!") else sys.executable
    files = sorted(f for f in labels if f.startswith("py/"))
    runner = os.path.join(HERE, "..", "bandit_run.py")
    out = subprocess.run([python, runner, "-f", "json", "-q", *files], cwd=HERE, capture_output=True, text=True, check=False)
    report = json.loads(out.stdout or "{}")
    version = subprocess.run([bandit, "--version"], capture_output=True, text=True, check=False).stdout.splitlines()[0]
    results = {f: [] for f in files}
    for r in report.get("results", []):
        name = os.path.relpath(os.path.join(HERE, r["filename"]), HERE)
        results.setdefault(name, []).append(
            {"test_id": r["test_id"], "severity": r["issue_severity"], "confidence": r["issue_confidence"], "line": r["line_number"]}
        )
    baseline = {"bandit": version, "errors": [e["filename"] for e in report.get("errors", [])], "results": results}
    with open(os.path.join(HERE, "bandit-baseline.json"), "w", encoding="utf-8") as fh:
        json.dump(baseline, fh, indent=1, sort_keys=True)
        fh.write("\n")
    print(f"{version}: {sum(len(v) for v in results.values())} findings on {len(files)} files")


if __name__ == "__main__":
    labels = write_cases()
    print(f"{len(labels)} snippets written")
    run_bandit(labels)
