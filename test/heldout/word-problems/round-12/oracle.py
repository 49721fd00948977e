#!/usr/bin/env python3
"""Oracle for the round-12 held-out word-problem set.

Computes every answer with exact rational arithmetic (fractions.Fraction) from the hand-written solution in
cases_src.py, labels each claim (true when the claimed number, read exactly as written, equals the answer) and writes
cases.json. It never calls the service. Run: python3 oracle.py
"""
import json
import math
import os
import re
from fractions import Fraction as F

from cases_src import CASES


def floor(x):
    return F(math.floor(x))


def ceil(x):
    return F(math.ceil(x))


def rnd(x, unit):
    """Round x to a multiple of unit, half away from zero."""
    q = F(x) / unit
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * unit


def fmt(x):
    x = F(x)
    if x.denominator == 1:
        return str(x.numerator)
    # finite decimal when the denominator has only 2 and 5 as factors
    d = x.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d == 1:
        k = 0
        while (x * 10**k).denominator != 1:
            k += 1
        s = str(abs(x.numerator * 10**k // x.denominator)).rjust(k + 1, "0")
        return ("-" if x < 0 else "") + s[:-k] + "." + s[-k:]
    return f"{x.numerator}/{x.denominator}"


def main():
    out = []
    ids = set()
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        answer = F(eval(c["solution"], {"F": F, "floor": floor, "ceil": ceil, "rnd": rnd}))
        claimed = F(c["claimed"])
        label = claimed == answer
        # the case's author marked the slip a false claim carries: the oracle must agree
        assert label == ("slip" not in c), (c["id"], fmt(answer), c["claimed"])
        assert c["claimed"] in c["query"], c["id"]
        # at most 6 sentences: split after ".", "?" or "!" followed by a space or the end (decimals and
        # times have no space after the point; titles are not sentence ends)
        text = c["query"].replace("Ms. ", "Ms ").replace("Mrs. ", "Mrs ")
        n_sent = len([s for s in re.split(r"[.?!](?:\s|$)", text) if s.strip()])
        assert n_sent <= 6, (c["id"], n_sent)
        out.append({
            "id": c["id"], "category": c["category"], "form": c["form"],
            "distractor": c.get("distractor"), "slip": c.get("slip"),
            "query": c["query"], "claimed": c["claimed"], "label": label,
            "answer": fmt(answer), "answer_double": float(answer), "solution": c["solution"],
        })
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump({"round": 12, "engine": "POST /v1/verify/natural_language", "cases": out}, f, indent=2)
        f.write("\n")
    cats = {}
    for c in out:
        t = cats.setdefault(c["category"], [0, 0])
        t[0 if c["label"] else 1] += 1
    print(f"{len(out)} cases: {sum(c['label'] for c in out)} true, {sum(not c['label'] for c in out)} false")
    for k, (t, fl) in cats.items():
        print(f"  {k:14} true {t:2}  false {fl:2}")
    for c in out:
        print(f"  {c['id']}: answer {c['answer']}, claimed {c['claimed']}, {'true' if c['label'] else 'false'}")


if __name__ == "__main__":
    main()
