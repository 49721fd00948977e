#!/usr/bin/env python3
"""Oracle for the held-out process set, round 1: hand labels with a second, independent reading.

Whether a trace reports a milestone as done, or states an IRAC step, is a reading of prose that no program here
decides, so the labels are the first reader's hand labels, each with a one-line justification, in
cases_source.py. This script

  * builds cases.json (every trace with its labels and the expected `verified`) and cases-unlabelled.json (the
    traces and the milestones or steps to judge, with no label or justification) from cases_source.py;
  * without arguments, checks that the committed files are exactly what cases_source.py gives and fails (exit 1)
    on any difference, listing every label that disagrees; with --write, (re)writes them;
  * when second-reading.json exists (the blind second reading, see README.md), compares the readings item by item
    (one item = one milestone of one trace, or one IRAC step of one trace) and lists the items the scorer leaves
    out: disagreements and items the second reader did not label.

Run: python3 oracle.py [--write]
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from cases_source import IRAC, MILESTONES  # noqa: E402

STEPS = ("Issue", "Rule", "Application", "Conclusion")
INSTRUCTIONS = (
    "For each milestone trace, say for every listed milestone whether the trace reports it as actually done (true) "
    "or not (false): not done covers steps mentioned as not performed, skipped, postponed, only planned or "
    "recommended, failed, done only in part when the milestone asks for all, and steps not mentioned at all. For "
    "each IRAC trace, say for each of Issue, Rule, Application and Conclusion whether the trace actually states it "
    "(true) or not (false): a heading with only a placeholder, or with text saying the step was not done, does not "
    "count. Write your answers to second-reading.json as {\"reader\": \"<who>\", \"labels\": {\"p001\": "
    "{\"<milestone>\": true, ...}, \"p031\": {\"Issue\": true, \"Rule\": false, ...}}}. Do not look at cases.json "
    "before you are done."
)


def build():
    cases = []
    n = 0
    for key, trace, items in MILESTONES:
        n += 1
        names = [m for m, _, _ in items]
        if len(set(names)) != len(names):
            raise SystemExit(f"{key}: duplicate milestone")
        cases.append({
            "id": f"p{n:03d}",
            "key": key,
            "mode": "milestones",
            "trace": trace,
            "milestones": [{"milestone": m, "done": d, "justification": w} for m, d, w in items],
            "expected_verified": all(d for _, d, _ in items),
        })
    for key, trace, steps, why in IRAC:
        n += 1
        if sorted(steps) != sorted(STEPS):
            raise SystemExit(f"{key}: steps must be exactly {STEPS}")
        cases.append({
            "id": f"p{n:03d}",
            "key": key,
            "mode": "irac",
            "trace": trace,
            "steps": {s: steps[s] for s in STEPS},
            "justification": why,
            "expected_verified": all(steps.values()),
        })
    labelled = {
        "set": "process held-out round 1",
        "oracle": "hand labels (first reading) with a blind second reading; see README.md",
        "cases": cases,
    }
    unlabelled_cases = []
    for c in cases:
        u = {"id": c["id"], "mode": c["mode"], "trace": c["trace"]}
        if c["mode"] == "milestones":
            u["milestones"] = [m["milestone"] for m in c["milestones"]]
        else:
            u["steps"] = list(STEPS)
        unlabelled_cases.append(u)
    unlabelled = {
        "set": "process held-out round 1 (unlabelled, for the second reading)",
        "instructions": INSTRUCTIONS,
        "cases": unlabelled_cases,
    }
    return labelled, unlabelled


def items(case):
    """(item name, label) pairs of a case."""
    if case["mode"] == "milestones":
        return [(m["milestone"], m["done"]) for m in case["milestones"]]
    return list(case["steps"].items())


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def compare_second_reading(cases):
    path = os.path.join(HERE, "second-reading.json")
    if not os.path.exists(path):
        print("second-reading.json: absent (every item counts on the first reading alone)")
        return 0
    second = json.load(open(path, encoding="utf-8"))["labels"]
    agree = disagree = missing = 0
    whole = 0
    for c in cases:
        got = second.get(c["id"], {})
        ok = True
        for name, label in items(c):
            s = got.get(name)
            if not isinstance(s, bool):
                missing += 1
                ok = False
                print(f"  not read {c['id']} {name!r}")
            elif s == label:
                agree += 1
            else:
                disagree += 1
                ok = False
                print(f"  excluded {c['id']} {name!r}: first {label}, second {s}")
        whole += ok
    print(f"second reading: {agree} items confirmed, {disagree} disagree, {missing} not read; "
          f"{whole} of {len(cases)} traces confirmed in full")
    return 0


def main():
    write = "--write" in sys.argv[1:]
    labelled, unlabelled = build()
    files = {"cases.json": labelled, "cases-unlabelled.json": unlabelled}
    status = 0
    for name, obj in files.items():
        path = os.path.join(HERE, name)
        if write or not os.path.exists(path):
            open(path, "w", encoding="utf-8").write(dump(obj))
            print(f"wrote {name}")
            continue
        old = open(path, encoding="utf-8").read()
        try:
            same = json.loads(old) == obj  # compared as data: the files' formatting is free
        except ValueError:
            same = False
        if same:
            print(f"{name}: up to date")
            continue
        status = 1
        print(f"{name}: differs from cases_source.py")
        if name == "cases.json":
            try:
                committed = {c["id"]: c for c in json.loads(old)["cases"]}
            except (ValueError, KeyError):
                committed = {}
            for c in labelled["cases"]:
                k = committed.get(c["id"])
                if k is None:
                    print(f"  {c['id']}: missing from the committed file")
                    continue
                if k.get("trace") != c["trace"]:
                    print(f"  {c['id']}: trace differs")
                old_items = dict(items(k)) if "mode" in k else {}
                for item, label in items(c):
                    if old_items.get(item) != label:
                        print(f"  {c['id']} {item!r}: committed {old_items.get(item)}, oracle {label}")
    cases = labelled["cases"]
    ms = [c for c in cases if c["mode"] == "milestones"]
    ir = [c for c in cases if c["mode"] == "irac"]
    m_items = [d for c in ms for _, d in items(c)]
    s_items = [d for c in ir for _, d in items(c)]
    print(f"{len(ms)} milestone traces ({len(m_items)} milestones, {m_items.count(False)} not done), "
          f"{len(ir)} IRAC traces ({len(s_items)} steps, {s_items.count(False)} absent); "
          f"expected verified: {sum(c['expected_verified'] for c in cases)} of {len(cases)}")
    status |= compare_second_reading(cases)
    sys.exit(status)


if __name__ == "__main__":
    main()
