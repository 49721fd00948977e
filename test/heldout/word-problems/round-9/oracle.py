#!/usr/bin/env python3
"""Oracle of the word-problem held-out set, round 9.

Evaluates every case's hand-written solution (cases_src.py) with exact rational arithmetic (fractions.Fraction),
independently of the service, compares it with the claimed answer and writes cases.json:
label = (claimed answer == exact answer). It also checks that each claim appears verbatim in its query.
Run: python3 oracle.py
"""
import json
import math
import os
from fractions import Fraction as F

from cases_src import CASES


def floor(x):
    return F(math.floor(F(x)))


def ceil(x):
    return F(math.ceil(F(x)))


def mod(a, b):
    a, b = F(a), F(b)
    assert a.denominator == 1 and b.denominator == 1 and b > 0
    return a - b * floor(a / b)


def rnd(x, unit):
    """Round x to a multiple of unit, half away from zero."""
    q = F(x) / F(unit)
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * F(unit)


def fmt(x):
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def main():
    env = {"F": F, "floor": floor, "ceil": ceil, "mod": mod, "rnd": rnd}
    out, seen = [], set()
    for c in CASES:
        assert c["id"] not in seen, c["id"]
        seen.add(c["id"])
        assert c["claimed"] in c["query"], c["id"]
        assert c["query"].count(".") + c["query"].count("?") <= 20
        ans = F(eval(c["solution"], env))
        claimed = F(c["claimed"])
        out.append({
            "id": c["id"], "category": c["category"], "form": c["form"], "query": c["query"],
            "claimed": c["claimed"], "solution": c["solution"],
            "answer": fmt(ans), "answer_double": float(ans), "label": claimed == ans,
        })
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump({"set": "word-problems held-out round 9", "cases": out}, f, indent=2)
        f.write("\n")
    t = sum(c["label"] for c in out)
    print(f"{len(out)} cases: {t} true claims, {len(out) - t} false claims")
    cats = {}
    for c in out:
        cats.setdefault(c["category"], [0, 0])[0 if c["label"] else 1] += 1
    for k, (a, b) in cats.items():
        print(f"  {k:18} true {a}  false {b}")
    for c in out:
        print(f"  {c['id']} claimed {c['claimed']:>6} answer {c['answer']:>8} {'T' if c['label'] else 'F'}")


if __name__ == "__main__":
    main()
