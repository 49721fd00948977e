#!/usr/bin/env python3
"""Oracle for the round-13 held-out code set.

Labels come from two hand readings, never from the service:
  reading A - the writer's label, class and reason, recorded in cases_src.py while writing;
  reading B - a second reading made afterwards on the snippets shuffled under neutral ids
              (blind_order.json), code only, without reading A (readings_b.json).
A case enters cases.json only when both readings give the same label (vulnerable/safe).
Bandit (the installed version) is run on every Python snippet as a cross-check; its raw JSON
output is stored in bandit_raw.json and summarised per case, and it never changes a label.

Usage: python3 oracle.py   (rewrites snippets/, cases.json, bandit_raw.json)
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_src  # noqa: E402


def bandit(path):
    proc = subprocess.run(["bandit", "-f", "json", "-q", path], capture_output=True, text=True, cwd=HERE)
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        data = {"unparsed_stdout": proc.stdout, "stderr": proc.stderr}
    data["_exit_code"] = proc.returncode
    data["_version"] = subprocess.run(["bandit", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return data


def main():
    rows = cases_src.write_snippets(HERE)
    with open(os.path.join(HERE, "readings_b.json"), encoding="utf-8") as fh:
        b = {r["id"]: r for r in json.load(fh)["readings"]}
    cases, disagreements, raw = [], [], {}
    for cid, lang, cls, label_a, reason_a, rel in rows:
        rb = b[cid]
        entry = {
            "id": cid,
            "language": lang,
            "file": rel,
            "class": cls,
            "label": label_a,
            "reading_a": {"label": label_a, "class": cls, "reason": reason_a},
            "reading_b": {"label": rb["label"], "class": rb["class"], "reason": rb["reason"], "blind_id": rb["blind_id"]},
        }
        if lang == "python":
            res = bandit(rel)
            raw[cid] = res
            issues = [i for i in res.get("results", [])]
            entry["bandit"] = {
                "medium_or_high": sorted({f'{i["test_id"]}:{i["issue_severity"]}' for i in issues
                                          if i["issue_severity"] in ("MEDIUM", "HIGH")}),
                "all": sorted({f'{i["test_id"]}:{i["issue_severity"]}' for i in issues}),
            }
        if rb["label"] != label_a:
            disagreements.append({"id": cid, "a": label_a, "b": rb["label"]})
            continue
        cases.append(entry)
    out = {
        "set": "code held-out round 13",
        "oracle": "two hand readings (A while writing, B blind and shuffled); only agreed labels kept; Bandit raw output in bandit_raw.json as a cross-check",
        "disagreements": disagreements,
        "cases": cases,
    }
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
        fh.write("\n")
    with open(os.path.join(HERE, "bandit_raw.json"), "w", encoding="utf-8") as fh:
        json.dump(raw, fh, indent=1, sort_keys=True)
        fh.write("\n")
    v = sum(c["label"] == "vulnerable" for c in cases)
    print(f"{len(cases)} cases kept ({v} vulnerable, {len(cases) - v} safe), {len(disagreements)} disagreements")
    # Bandit agreement summary (MEDIUM/HIGH findings counted as 'not safe')
    py = [c for c in cases if c["language"] == "python"]
    tp = sum(1 for c in py if c["label"] == "vulnerable" and c["bandit"]["medium_or_high"])
    fp = sum(1 for c in py if c["label"] == "safe" and c["bandit"]["medium_or_high"])
    nv = sum(1 for c in py if c["label"] == "vulnerable")
    print(f"bandit on python: flags {tp}/{nv} vulnerable, {fp}/{len(py) - nv} safe (MEDIUM/HIGH)")


if __name__ == "__main__":
    main()
