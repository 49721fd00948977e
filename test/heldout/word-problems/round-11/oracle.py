#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 11 (independent of the service).

Computes every answer with exact arithmetic (fractions.Fraction) from the hand-written solution in cases_src.py,
labels each claim (true when the claimed number, read exactly as a decimal, equals the answer) and writes
cases.json. It also checks that every case written to be false (a `slip`) is false and every other case true,
so a solution typed wrong is caught. Run: python3 oracle.py
"""
import json
import math
import os
import re
from fractions import Fraction as F

from cases_src import CASES


def floor(x):
    return F(math.floor(F(x)))


def ceil(x):
    return F(math.ceil(F(x)))


def mod(a, b):
    return F(a) % F(b)


def rnd(x, unit):
    """round x to a multiple of unit, half away from zero"""
    q = F(x) / F(unit)
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * F(unit)


def fmt(x):
    x = F(x)
    if x.denominator == 1:
        return str(x.numerator)
    d = x.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d == 1:  # terminating decimal
        s = f"{float(x):.12f}".rstrip("0").rstrip(".")
        assert F(s) == x
        return s
    return f"{x.numerator}/{x.denominator}"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out, ids = [], set()
    env = {"F": F, "floor": floor, "ceil": ceil, "mod": mod, "rnd": rnd}
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        q = c["query"]
        sentences = [s for s in re.split(r"(?<=[.?!])\s+(?=[A-Z])", q) if s]
        assert len(sentences) <= 6, (c["id"], len(sentences))
        answer = F(eval(c["solution"], env))
        claimed = F(c["claimed"])
        assert c["claimed"].replace(",", "") in q.replace(",", ""), c["id"]
        label = claimed == answer
        intended = c.get("slip") is None
        assert label == intended, f'{c["id"]}: oracle says {label}, written as {intended} (answer {answer})'
        out.append({
            "id": c["id"], "category": c["category"], "form": c["form"], "query": q,
            "claimed": c["claimed"], "answer": fmt(answer), "answer_double": float(answer),
            "label": label, "slip": c.get("slip"), "distractor": c.get("distractor"),
            "solution": c["solution"],
        })
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump({"set": "word-problems held-out round 11", "cases": out}, f, indent=2)
        f.write("\n")
    n = len(out)
    t = sum(1 for c in out if c["label"])
    print(f"{n} cases: {t} true claims, {n - t} false claims")
    cats = {}
    for c in out:
        k = cats.setdefault(c["category"], [0, 0])
        k[0 if c["label"] else 1] += 1
    for k, (a, b) in cats.items():
        print(f"  {k:18} true {a:2}  false {b:2}")
    for c in out:
        print(f'  {c["id"]} claimed {c["claimed"]:>7} answer {c["answer"]:>7} {c["label"]}')


if __name__ == "__main__":
    main()
