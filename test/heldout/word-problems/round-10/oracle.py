#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 10 (independent of the service).

Evaluates every hand-written solution of cases_src.py with exact fractions, checks it against a second reading
(the answers worked out by hand, HAND below), labels each claim (True when the claimed number equals the exact
answer) and checks the label against the writer's intended one. Writes cases.json beside this file.
    python3 oracle.py
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
    return a - b * math.floor(a / b)


def rnd(x, step):
    """Round x to a multiple of step, half away from zero."""
    q = F(x) / F(step)
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * F(step)


# Second reading: each answer worked out by hand, written before running the solutions.
HAND = {
    "001": "19", "002": "45", "003": "108", "004": "6", "005": "6", "006": "20", "007": "5", "008": "8",
    "009": "166", "010": "8", "011": "4", "012": "10", "013": "9", "014": "13", "015": "16", "016": "10",
    "017": "8", "018": "4", "019": "8.33", "020": "34.4", "021": "3.33", "022": "17", "023": "13", "024": "21",
    "025": "37", "026": "300", "027": "360", "028": "70", "029": "25", "030": "630", "031": "36", "032": "81.2",
    "033": "3", "034": "9.25", "035": "78", "036": "22", "037": "38", "038": "68", "039": "45", "040": "150",
    "041": "86", "042": "22", "043": "10.8", "044": "68", "045": "11.75", "046": "29", "047": "8.75", "048": "18",
    "049": "8", "050": "528", "051": "1800", "052": "40", "053": "41", "054": "19", "055": "20", "056": "405",
    "057": "100", "058": "21", "059": "24", "060": "3", "061": "65", "062": "6.25", "063": "12", "064": "1.5",
    "065": "215", "066": "145", "067": "7.75", "068": "15", "069": "25", "070": "14",
}


def fmt(x):
    if x.denominator == 1:
        return str(x.numerator)
    d = x.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d == 1:  # terminating decimal
        s = f"{x.numerator / x.denominator:.12f}".rstrip("0")
        assert F(s) == x
        return s
    return f"{x.numerator}/{x.denominator}"


def main():
    env = {"F": F, "floor": floor, "ceil": ceil, "mod": mod, "rnd": rnd}
    out, ids = [], set()
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        answer = F(eval(c["solution"], dict(env)))
        hand = F(HAND[c["id"].split("-")[1]])
        assert answer == hand, (c["id"], answer, hand)
        label = F(c["claimed"]) == answer
        assert label == c["intended"], (c["id"], "oracle label differs from the intended one", answer)
        assert c["query"].rstrip().endswith((c["claimed"] + ".", c["claimed"] + " years old.",
                                              c["claimed"] + " in change.", c["claimed"] + " full gift bags.",
                                              c["claimed"] + " students play tennis.",
                                              c["claimed"] + " cards left over.")), c["id"]
        out.append({
            "id": c["id"], "category": c["category"], "form": c["form"], "query": c["query"],
            "claimed": c["claimed"], "label": label, "answer": fmt(answer), "answer_double": float(answer),
            "solution": c["solution"], **({"slip": c["slip"]} if "slip" in c else {}),
        })
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump({"set": "word-problems held-out round 10", "cases": out}, f, indent=2)
        f.write("\n")
    t = sum(1 for c in out if c["label"])
    print(f"{len(out)} cases: {t} true claims, {len(out) - t} false claims")
    cats = {}
    for c in out:
        cats.setdefault(c["category"], [0, 0])[0 if c["label"] else 1] += 1
    for k, (a, b) in cats.items():
        print(f"  {k:18} true {a}  false {b}")
    for c in out:
        print(f"{c['id']}  claimed {c['claimed']:>6}  answer {c['answer']:>6}  {c['label']}")


if __name__ == "__main__":
    main()
