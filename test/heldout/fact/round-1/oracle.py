#!/usr/bin/env python3
"""Oracle for the held-out fact set, round 1: hand labels with a second, independent reading.

No program decides whether a sentence entails another, so the labels are the first reader's hand labels, written
down with a one-line justification in cases_source.py. This script

  * builds cases.json (id, context, claim, label, category, justification) and cases-unlabelled.json (id, context,
    claim only: no label, category or justification) from cases_source.py;
  * without arguments, checks that the committed files are exactly what cases_source.py gives and fails (exit 1)
    on any difference, listing every label that disagrees; with --write, (re)writes them;
  * when second-reading.json exists (the blind second reading, see README.md), compares the two readings: cases
    where they agree are confirmed; disagreements and cases the second reader left out are listed, and the scorer
    leaves them out.

Run: python3 oracle.py [--write]
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from cases_source import CASES, CONTEXTS  # noqa: E402

LABELS = ("SUPPORTED", "REFUTED", "INCONCLUSIVE")
DEFINITIONS = {
    "SUPPORTED": "The claim follows from the context by a truth-preserving reading only (restating, active/passive, "
    "dropping restrictive modifiers where that keeps truth, synonyms, pronouns resolved, arithmetic on stated figures).",
    "REFUTED": "The context contradicts the claim.",
    "INCONCLUSIVE": "Neither: the context does not settle the claim. What a source says, reports, expects or plans "
    "does not make it true.",
}
INSTRUCTIONS = (
    "Read each context and its claim, using nothing but the context (every name is invented). Label each case "
    "SUPPORTED, REFUTED or INCONCLUSIVE as defined in 'labels'. Write your answers to second-reading.json as "
    '{"reader": "<who>", "labels": {"f001": "SUPPORTED", ...}}. Do not look at cases.json before you are done.'
)


def build():
    cases = []
    for n, (ctx, claim, label, category, why) in enumerate(CASES, start=1):
        if ctx not in CONTEXTS:
            raise SystemExit(f"unknown context {ctx!r}")
        if label not in LABELS:
            raise SystemExit(f"bad label {label!r}")
        cases.append({
            "id": f"f{n:03d}",
            "context": CONTEXTS[ctx],
            "claim": claim,
            "label": label,
            "category": category,
            "justification": why,
        })
    claims = [c["claim"] for c in cases]
    if len(set(claims)) != len(claims):
        raise SystemExit("duplicate claim")
    labelled = {
        "set": "fact held-out round 1",
        "oracle": "hand labels (first reading) with a blind second reading; see README.md",
        "labels": DEFINITIONS,
        "cases": cases,
    }
    unlabelled = {
        "set": "fact held-out round 1 (unlabelled, for the second reading)",
        "instructions": INSTRUCTIONS,
        "labels": DEFINITIONS,
        "cases": [{"id": c["id"], "context": c["context"], "claim": c["claim"]} for c in cases],
    }
    return labelled, unlabelled


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def compare_second_reading(cases):
    path = os.path.join(HERE, "second-reading.json")
    if not os.path.exists(path):
        print("second-reading.json: absent (every case counts on the first reading alone)")
        return 0
    second = json.load(open(path, encoding="utf-8"))["labels"]
    bad = {k: v for k, v in second.items() if v not in LABELS}
    if bad:
        print(f"second-reading.json: invalid labels {bad}")
        return 1
    agree, disagree, missing = [], [], []
    for c in cases:
        s = second.get(c["id"])
        if s is None:
            missing.append(c["id"])
        elif s == c["label"]:
            agree.append(c["id"])
        else:
            disagree.append((c["id"], c["label"], s))
    n = len(agree) + len(disagree)
    print(f"second reading: {len(agree)} confirmed, {len(disagree)} disagree, {len(missing)} not read")
    if n:
        # Cohen's kappa over the cases both readers labelled
        first = {c["id"]: c["label"] for c in cases}
        ids = [i for i in first if i in second]
        po = sum(first[i] == second[i] for i in ids) / len(ids)
        pe = sum((sum(first[i] == L for i in ids) / len(ids)) * (sum(second[i] == L for i in ids) / len(ids))
                 for L in LABELS)
        kappa = (po - pe) / (1 - pe) if pe < 1 else 1.0
        print(f"agreement {po:.1%}, Cohen's kappa {kappa:.3f}")
    for i, a, b in disagree:
        print(f"  excluded {i}: first {a}, second {b}")
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
                elif k.get("label") != c["label"] or k.get("claim") != c["claim"] or k.get("context") != c["context"]:
                    print(f"  {c['id']}: committed {k.get('label')} for {k.get('claim')!r}, oracle {c['label']}")
    counts = {L: sum(c["label"] == L for c in labelled["cases"]) for L in LABELS}
    print(f"{len(labelled['cases'])} cases over {len(CONTEXTS)} contexts: {counts}")
    status |= compare_second_reading(labelled["cases"])
    sys.exit(status)


if __name__ == "__main__":
    main()
