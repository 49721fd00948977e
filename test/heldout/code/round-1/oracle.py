#!/usr/bin/env python3
"""Oracle for the held-out code set, round 1.

The labels are hand labels (first reading) kept in src/cases_*.py. This script

1. checks every case: required fields, label vocabulary, 5-60 lines, Python snippets parse (ast), JavaScript and
   TypeScript snippets parse (TypeScript's parser, when the `typescript` package can be required by node; else skipped),
2. gives the cases neutral ids (c001...) in a fixed shuffled order, so that an id says nothing about its label,
3. writes cases.json (labelled) and cases-unlabelled.json (id, language, code: what the second reader sees),
4. runs Bandit over the Python snippets (through run_bandit.py) and writes bandit.json, the cross-check,
5. compares with second-reading.json when it exists and prints where the two readings disagree.

It fails (exit 1) when a label, CWE, severity or snippet it generates differs from the committed cases.json
(use --write to accept a deliberate change) or when a snippet does not parse.

Usage: python3 oracle.py [--write] [--no-bandit]
"""

import argparse
import ast
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
SOURCES = ["cases_py_a", "cases_py_b", "cases_py_c", "cases_js_a", "cases_js_b"]
SEED = "verdict-heldout-code-round-1"
LABELS = {"vulnerable", "safe"}
LANGS = {"python": ".py", "javascript": ".jsx", "typescript": ".ts"}
SEVERITIES_VULNERABLE = {"critical", "high"}
LABEL_FIELDS = ("label", "cwe", "severity")

LABELLING_RULE = (
    "vulnerable: the snippet contains at least one weakness a reviewer would rate high or critical (CWE/OWASP), "
    "reachable from data an attacker can influence where the class needs a source (injection, traversal, SSRF, "
    "redirect, XSS, deserialisation, XXE, prototype pollution), or a configuration that is itself the weakness "
    "(TLS/host-key verification off, hard-coded secret, weak password hash or cipher, authorisation on an unverified "
    "JWT). safe: no such weakness; every suspicious-looking construct is resolved (bound parameters, constants, "
    "allow-lists, sanitisers, verified tokens). Severity follows CWE/OWASP practice: code/command/SQL injection and "
    "unsafe deserialisation critical; the other classes high."
)


def load_sources():
    cases = []
    for name in SOURCES:
        spec = importlib.util.spec_from_file_location(name, os.path.join(SRC, name + ".py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        cases.extend(mod.CASES)
    return cases


def check_case(c, errors):
    key = c.get("key", "?")
    for field in ("key", "lang", "label", "cls", "severity", "reason", "code"):
        if not c.get(field):
            errors.append(f"{key}: missing {field}")
    if c["lang"] not in LANGS:
        errors.append(f"{key}: language {c['lang']}")
    if c["label"] not in LABELS:
        errors.append(f"{key}: label {c['label']}")
    if c["label"] == "vulnerable":
        if c["severity"] not in SEVERITIES_VULNERABLE or not str(c.get("cwe") or "").startswith("CWE-"):
            errors.append(f"{key}: a vulnerable case needs a CWE and severity high/critical")
    elif c["severity"] != "none" or c.get("cwe"):
        errors.append(f"{key}: a safe case has severity none and no CWE")
    lines = c["code"].rstrip("\n").count("\n") + 1
    if not 5 <= lines <= 60:
        errors.append(f"{key}: {lines} lines")
    if c["lang"] == "python":
        try:
            ast.parse(c["code"])
        except SyntaxError as exc:
            errors.append(f"{key}: Python syntax error {exc}")


JS_CHECK = r"""
let ts;
try { ts = require("typescript"); } catch { console.log(JSON.stringify({ skipped: true })); process.exit(0); }
const cases = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const bad = [];
for (const c of cases) {
  const kind = c.language === "typescript" ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const sf = ts.createSourceFile("x", c.code, ts.ScriptTarget.Latest, true, kind);
  for (const d of sf.parseDiagnostics) bad.push(`${c.id}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
}
console.log(JSON.stringify({ skipped: false, version: ts.version, bad }));
"""


def check_js(cases):
    js = [c for c in cases if c["language"] != "python"]
    node = shutil.which("node")
    if node is None:
        return "node not found: JavaScript/TypeScript syntax not checked", []
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(js, fh)
        path = fh.name
    try:
        out = subprocess.run([node, "-e", JS_CHECK, path], capture_output=True, text=True, check=True)
    finally:
        os.unlink(path)
    res = json.loads(out.stdout)
    if res["skipped"]:
        return "typescript package not resolvable (set NODE_PATH): JavaScript/TypeScript syntax not checked", []
    return f"JavaScript/TypeScript syntax checked with TypeScript {res['version']}'s parser", res["bad"]


def bandit_python():
    explicit = os.environ.get("BANDIT_PYTHON")
    if explicit:
        return explicit
    exe = shutil.which("bandit")
    if exe is None:
        return None
    with open(exe, "rb") as fh:
        first = fh.readline().decode(errors="replace").strip()
    if first.startswith("#!"):
        parts = first[2:].split()
        if parts and os.path.basename(parts[0]) == "env" and len(parts) > 1:
            return shutil.which(parts[1])
        return parts[0] if parts else None
    return None


def run_bandit(cases):
    py = bandit_python()
    if py is None:
        return None
    version = subprocess.run([py, "-c", "import bandit; print(bandit.__version__)"], capture_output=True, text=True)
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for c in cases:
            if c["language"] != "python":
                continue
            p = os.path.join(tmp, c["id"] + ".py")
            with open(p, "w", encoding="utf-8") as fh:
                fh.write(c["code"])
            paths[p] = c["id"]
        out = subprocess.run(
            [py, os.path.join(HERE, "run_bandit.py"), "-f", "json", "-q", *sorted(paths)],
            capture_output=True,
            text=True,
        )
        report = json.loads(out.stdout)
        if report.get("errors"):
            raise SystemExit(f"bandit errors: {report['errors']}")
        for cid in paths.values():
            results[cid] = []
        for r in report["results"]:
            cid = paths[r["filename"]]
            results[cid].append(
                {
                    "test_id": r["test_id"],
                    "test_name": r["test_name"],
                    "severity": r["issue_severity"],
                    "confidence": r["issue_confidence"],
                    "line": r["line_number"],
                }
            )
    per_case = {}
    for cid in sorted(results):
        findings = sorted(results[cid], key=lambda f: (f["line"], f["test_id"]))
        flagged = any(f["severity"] in ("MEDIUM", "HIGH") for f in findings)
        per_case[cid] = {"flagged": flagged, "findings": findings}
    return {
        "tool": f"bandit {version.stdout.strip()} with the ast.Constant visitor of Bandit 1.7 (run_bandit.py)",
        "flagged_rule": "a case is flagged when Bandit reports at least one finding of severity MEDIUM or HIGH",
        "cases": per_case,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true", help="accept label/code changes against the committed cases.json")
    ap.add_argument("--no-bandit", action="store_true")
    args = ap.parse_args()

    src = load_sources()
    errors = []
    keys = Counter(c["key"] for c in src)
    errors += [f"duplicate key {k}" for k, n in keys.items() if n > 1]
    for c in src:
        check_case(c, errors)

    order = sorted(src, key=lambda c: c["key"])
    random.Random(SEED).shuffle(order)
    cases = []
    for i, c in enumerate(order, 1):
        cases.append(
            {
                "id": f"c{i:03d}",
                "key": c["key"],
                "language": c["lang"],
                "label": c["label"],
                "class": c["cls"],
                "cwe": c.get("cwe"),
                "severity": c["severity"],
                "reason": c["reason"],
                "code": c["code"],
            }
        )

    note, bad = check_js(cases)
    print(note)
    errors += bad
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)

    labelled = {
        "set": "verdict held-out code set, round 1",
        "labelling_rule": LABELLING_RULE,
        "oracle": "hand labels (first reading, src/cases_*.py); second reading in second-reading.json when present",
        "cases": cases,
    }
    unlabelled = {
        "set": "verdict held-out code set, round 1 (unlabelled, for the second reading)",
        "instructions": (
            "For each case decide 'vulnerable' or 'safe' under this rule, without running any analyser: "
            + LABELLING_RULE
            + " Write second-reading.json as {\"reader\": \"...\", \"cases\": {\"c001\": {\"label\": \"vulnerable\", "
            "\"cwe\": \"CWE-89\", \"reason\": \"...\"}, ...}}."
        ),
        "cases": [{"id": c["id"], "language": c["language"], "code": c["code"]} for c in cases],
    }

    target = os.path.join(HERE, "cases.json")
    if os.path.exists(target) and not args.write:
        with open(target, encoding="utf-8") as fh:
            committed = {c["id"]: c for c in json.load(fh)["cases"]}
        diff = []
        for c in cases:
            old = committed.pop(c["id"], None)
            if old is None:
                diff.append(f"{c['id']} ({c['key']}): new case")
                continue
            for f in ("key", "code") + LABEL_FIELDS:
                if old.get(f) != c.get(f):
                    diff.append(f"{c['id']} ({c['key']}): {f} differs from the committed cases.json")
        diff += [f"{cid}: in the committed cases.json only" for cid in committed]
        if diff:
            print("\n".join(diff), file=sys.stderr)
            print("labels differ from the committed cases.json (run with --write to accept)", file=sys.stderr)
            sys.exit(1)

    for name, doc in (("cases.json", labelled), ("cases-unlabelled.json", unlabelled)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=2, ensure_ascii=False)
            fh.write("\n")

    by = Counter((c["language"], c["label"]) for c in cases)
    print(f"{len(cases)} cases: " + ", ".join(f"{lang}/{lab} {n}" for (lang, lab), n in sorted(by.items())))

    if not args.no_bandit:
        bandit = run_bandit(cases)
        if bandit is None:
            print("bandit not found: cross-check not run")
        else:
            with open(os.path.join(HERE, "bandit.json"), "w", encoding="utf-8") as fh:
                json.dump(bandit, fh, indent=2)
                fh.write("\n")
            print(bandit["tool"])
            agree = Counter()
            rows = []
            for c in cases:
                b = bandit["cases"].get(c["id"])
                if b is None:
                    continue
                vuln = c["label"] == "vulnerable"
                agree[(vuln, b["flagged"])] += 1
                if vuln != b["flagged"]:
                    tests = sorted({f"{f['test_id']}/{f['severity'][0]}" for f in b["findings"]})
                    rows.append(
                        f"  {c['id']}  {c['key']:<38} label {c['label']:<10} bandit "
                        f"{'flagged' if b['flagged'] else 'not flagged':<11} {' '.join(tests) or '-'}"
                    )
            print(
                "Bandit vs label (Python): "
                f"vulnerable&flagged {agree[(True, True)]}, vulnerable&not flagged {agree[(True, False)]}, "
                f"safe&flagged {agree[(False, True)]}, safe&not flagged {agree[(False, False)]}"
            )
            print("disagreements:")
            print("\n".join(rows) if rows else "  none")

    second = os.path.join(HERE, "second-reading.json")
    if os.path.exists(second):
        with open(second, encoding="utf-8") as fh:
            reading = json.load(fh)["cases"]
        agreed, disagreed, missing = 0, [], 0
        for c in cases:
            r = reading.get(c["id"])
            if r is None:
                missing += 1
            elif r.get("label") == c["label"]:
                agreed += 1
            else:
                disagreed.append(f"  {c['id']}  {c['key']:<38} first {c['label']:<10} second {r.get('label')}")
        print(f"second reading: {agreed} agree, {len(disagreed)} disagree (dropped by the scorer), {missing} unread")
        if disagreed:
            print("\n".join(disagreed))
    else:
        print("second-reading.json not present yet: the scorer uses the first reading alone")


if __name__ == "__main__":
    main()
