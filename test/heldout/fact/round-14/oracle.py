#!/usr/bin/env python3
"""Oracle for held-out fact round 14: two independent hand readings, plus mechanical sanity checks.

Reading A (cases_src.CASES, written with the cases) and reading B (readings_b.READING_B, done later from a shuffled
listing of context + claim only) each give a label and a one-line justification. A case is kept only when both agree;
disagreements are listed and dropped. The checks below never decide a label: they only catch slips (a "number" case
whose claim has no new number, a SUPPORTED claim with a number the context lacks, a category that does not match its
label). Writes cases.json next to this file. Never calls the service.

Run: python3 oracle.py
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import CASES, CONTEXTS  # noqa: E402
from readings_b import READING_B  # noqa: E402

LABELS = {"SUPPORTED", "REFUTED", "NOT ENOUGH INFO"}
PREFIX = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}
NUM = re.compile(r"\d[\d,.]*\d|\d")


WORDS = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|January|February|March|"
                   r"April|May|June|July|August|September|October|November|December)\b", re.I)
# R-number/R-date cases whose contested value is one the context states in another slot (checked by hand)
MOVED_VALUE = {
    "c15-4": "2.9 percent is April's figure, claimed for May",
    "c17-3": "33 percent is Yates's share, claimed for Adeyemi",
    "c20-1": "9 hours is the figure without noise cancellation, claimed with it",
}


def numbers(text):
    return {n.replace(",", "") for n in NUM.findall(text)} | {w.lower() for w in WORDS.findall(text)}


def main():
    problems, kept, disagreements = [], [], []
    ids = [c[0] for c in CASES]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    if set(ids) != set(READING_B):
        problems.append(f"reading B covers other ids: missing {sorted(set(ids) - set(READING_B))}, "
                        f"extra {sorted(set(READING_B) - set(ids))}")
    for cid, ctx, claim, cat, label_a, why_a in CASES:
        context = CONTEXTS[ctx][1]
        if label_a not in LABELS:
            problems.append(f"{cid}: bad label {label_a}")
        if PREFIX[cat[0]] != label_a:
            problems.append(f"{cid}: category {cat} does not match label {label_a}")
        if claim.strip() in context:
            problems.append(f"{cid}: claim copied verbatim from the context")
        new_nums = numbers(claim) - numbers(context)
        if cat in ("R-number", "R-date") and not new_nums and cid not in MOVED_VALUE:
            problems.append(f"{cid}: {cat} claim has no number absent from the context")
        if label_a == "SUPPORTED" and new_nums and cat != "S-comparison":
            problems.append(f"{cid}: SUPPORTED claim has numbers the context lacks: {sorted(new_nums)}")
        label_b, why_b = READING_B.get(cid, (None, None))
        if label_b != label_a:
            disagreements.append((cid, claim, label_a, why_a, label_b, why_b))
            continue
        kept.append({"id": cid, "context_id": ctx, "register": CONTEXTS[ctx][0], "category": cat, "label": label_a,
                     "claim": claim, "context": context, "reading_a": why_a, "reading_b": why_b})
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems))
        sys.exit(1)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(kept, f, ensure_ascii=False, indent=1)
        f.write("\n")
    counts = {l: sum(1 for k in kept if k["label"] == l) for l in ("SUPPORTED", "REFUTED", "NOT ENOUGH INFO")}
    print(f"written {len(kept)} cases over {len({k['context_id'] for k in kept})} contexts: {counts}")
    print(f"disagreements (dropped): {len(disagreements)}")
    for d in disagreements:
        print(f"  {d[0]} {d[1]!r}: A={d[2]} ({d[3]}) B={d[4]} ({d[5]})")
    cats = {}
    for k in kept:
        cats[k["category"]] = cats.get(k["category"], 0) + 1
    for c in sorted(cats):
        print(f"  {c}: {cats[c]}")


if __name__ == "__main__":
    main()
