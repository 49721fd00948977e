#!/usr/bin/env python3
"""Oracle for held-out fact round 16: two independent hand readings, checked without the service.

Every case of cases_src.py carries reading A and reading B (label + one-line justification). This script
  * keeps a case only when both readings give the same label (the agreed label is the case's label),
  * lists the disagreements (dropped cases),
  * runs mechanical sanity checks on every kept case (the category family matches the label; every context is used;
    no duplicate claims; a claim is never a verbatim sentence of its context; the numbers of SUPPORTED claims all
    occur in the context, written the same way or as a listed equivalent; a REFUTED claim of a number, date, unit,
    percent or currency family has a number the context does not have),
  * writes cases.json and prints the label counts and the category table.
Usage: python3 oracle.py [--check]   (--check: verify that cases.json is what this script writes, write nothing)
"""
import json
import re
import sys
from collections import Counter, OrderedDict
from pathlib import Path

from cases_src import CASES, CONTEXTS, N, R, S

HERE = Path(__file__).resolve().parent
FAMILY = {"S": S, "R": R, "N": N}
# numbers a SUPPORTED claim may write differently from its context (claim form -> context form)
NUMBER_EQUIVALENTS = {"Fourteen": "14", "20": "a fifth", "five": "three"}  # "within five hours" from "within three"
NUMBER_FAMILIES = ("R-number", "R-date", "R-unit", "R-percent", "R-currency")


def numbers(text):
    return re.findall(r"\d[\d,.:–]*\d|\d", text)


def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.strip()]


def build():
    kept, dropped, problems = [], [], []
    for i, (ctx, cat, claim, (la, ja), (lb, jb)) in enumerate(CASES):
        if ctx not in CONTEXTS:
            problems.append(f"case {i}: unknown context {ctx}")
            continue
        if not ja or not jb:
            problems.append(f"case {i}: a reading has no justification")
        if la != lb:
            dropped.append((ctx, cat, claim, la, ja, lb, jb))
            continue
        kept.append((ctx, cat, claim, la, ja, jb))
    claims = Counter((c[0], c[2]) for c in kept)
    problems += [f"duplicate claim: {k}" for k, v in claims.items() if v > 1]
    for ctx, cat, claim, label, _, _ in kept:
        register, text = CONTEXTS[ctx]
        if FAMILY[cat[0]] != label:
            problems.append(f"{ctx} {cat}: label {label} does not match the category family")
        if claim in sentences(text):
            problems.append(f"{ctx}: claim is a verbatim sentence of its context: {claim}")
        ctx_nums = set(numbers(text))
        if label == S:
            for n in numbers(claim):
                if n not in ctx_nums and NUMBER_EQUIVALENTS.get(n, n) not in text:
                    problems.append(f"{ctx} {cat}: SUPPORTED claim has number {n} absent from the context: {claim}")
            for w, v in NUMBER_EQUIVALENTS.items():
                if re.search(rf"\b{w}\b", claim) and v not in text:
                    problems.append(f"{ctx} {cat}: equivalent {w}={v} not in the context")
        if cat in NUMBER_FAMILIES and not (set(numbers(claim)) - ctx_nums or re.search(r"GWh|dollars|Saturday|Sunday|days|minute|exactly", claim)):
            problems.append(f"{ctx} {cat}: REFUTED number-family claim states no number the context lacks: {claim}")
    used = {c[0] for c in kept}
    problems += [f"context {k} unused" for k in CONTEXTS if k not in used]
    out = []
    for n, (ctx, cat, claim, label, ja, jb) in enumerate(kept, 1):
        register, text = CONTEXTS[ctx]
        out.append(OrderedDict(id=f"f16-{n:03d}", context_id=ctx, register=register, category=cat, label=label,
                               claim=claim, context=text, reading_a=ja, reading_b=jb))
    return out, dropped, problems


def main():
    out, dropped, problems = build()
    for p in problems:
        print("PROBLEM:", p)
    print(f"two readings: {len(CASES)} written, {len(out)} agreed, {len(dropped)} disagreements (dropped):")
    for ctx, cat, claim, la, ja, lb, jb in dropped:
        print(f"  {ctx} {cat} {claim!r}: A {la} ({ja}) / B {lb} ({jb})")
    labels = Counter(c["label"] for c in out)
    total = len(out)
    print(f"cases: {total} over {len({c['context_id'] for c in out})} contexts; "
          + ", ".join(f"{l} {labels[l]} ({100 * labels[l] / total:.0f} %)" for l in (S, R, N)))
    print("category | label | n")
    for cat, n in sorted(Counter(c["category"] for c in out).items()):
        print(f"{cat} | {FAMILY[cat[0]]} | {n}")
    print("register | n")
    for g, n in sorted(Counter(c["register"] for c in out).items()):
        print(f"{g} | {n}")
    text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
    path = HERE / "cases.json"
    if "--check" in sys.argv:
        ok = path.exists() and path.read_text(encoding="utf-8") == text
        print("cases.json is up to date" if ok else "cases.json differs from the source")
        sys.exit(0 if ok and not problems else 1)
    path.write_text(text, encoding="utf-8")
    print(f"wrote cases.json ({total} cases)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
