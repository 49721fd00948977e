#!/usr/bin/env python3
"""Oracle for the round-3 word-problem set: one worked solution per problem in exact arithmetic.

Every quantity is a fractions.Fraction; floor/ceil are math.floor/math.ceil on Fractions; rounding is half away from
zero to a stated multiple. A claim is true iff Fraction(claim) equals the worked answer exactly.

    python3 oracle.py          regenerates labels.json; fails (exit 1) when a hand label in cases.json disagrees with the
                               worked answer, or when the committed labels.json differs from the regenerated one
    python3 oracle.py --check  the same comparisons without writing labels.json
"""
import json
import math
import os
import sys
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))


def round_half_away(x, unit=F(1)):
    """Round x to a multiple of unit, halves away from zero."""
    q = x / unit
    n = math.floor(abs(q) + F(1, 2))
    return (n if q >= 0 else -n) * unit


def pct(p):
    return F(p) / 100


def clock(h, m, ampm):
    """Minutes after midnight of a 12-hour clock time."""
    h = h % 12 + (12 if ampm == "pm" else 0)
    return h * 60 + m


def elapsed(a, b):
    """Minutes from clock time a to clock time b, past midnight when b is earlier."""
    return (b - a) % (24 * 60)


def solutions():
    s = {}
    # wp01: fiction 348, nonfiction 215; fewer nonfiction than fiction = 348 - 215
    s["wp01"] = F(348) - 215
    # wp02: glasses 35% of 40 = 14; the rest 26; 26 - 14
    glasses = pct(35) * 40
    s["wp02"] = (40 - glasses) - glasses
    # wp03: sister 3 * 27 = 81; 81 - 27
    s["wp03"] = 3 * F(27) - 27
    # wp04: needs 2400, has 4 * 450 = 1800
    s["wp04"] = F(2400) - 4 * 450
    # wp05: 8.25 - 5.5
    s["wp05"] = F("8.25") - F("5.5")
    # wp06: full cartons floor(212 / 12)
    s["wp06"] = F(math.floor(F(212) / 12))
    # wp07: books affordable floor(50 / 7)
    s["wp07"] = F(math.floor(F(50) / 7))
    # wp08: complete pieces floor(9 / 0.4)
    s["wp08"] = F(math.floor(F(9) / F("0.4")))
    # wp09: buses ceil(245 / 52)
    s["wp09"] = F(math.ceil(F(245) / 52))
    # wp10: days to finish ceil(330 / 25) (the last day reads 5 pages)
    s["wp10"] = F(math.ceil(F(330) / 25))
    # wp11: least number of boxes ceil(20 / 1.5)
    s["wp11"] = F(math.ceil(F(20) / F("1.5")))
    # wp12: 100 mod 8
    s["wp12"] = F(100 % 8)
    # wp13: 75 mod 6
    s["wp13"] = F(75 % 6)
    # wp14: 58 mod 9
    s["wp14"] = F(58 % 9)
    # wp15: 100 / 3 to the nearest cent
    s["wp15"] = round_half_away(F(100) / 3, F(1, 100))
    # wp16: 450 / 38 to the nearest tenth (11.842...)
    s["wp16"] = round_half_away(F(450) / 38, F(1, 10))
    # wp17: 2215 / 28 to the nearest whole number (79.107...)
    s["wp17"] = round_half_away(F(2215) / 28)
    # wp18: 60 - 60/4 - 60/3
    s["wp18"] = F(60) - F(1, 4) * 60 - F(1, 3) * 60
    # wp19: 120 - 30% of 120 - 25% of 120
    s["wp19"] = F(120) - pct(30) * 120 - pct(25) * 120
    # wp20: 96 - 18 - 25
    s["wp20"] = F(96) - 18 - 25
    # wp21: (12*85 + 18*80) / (12 + 18)
    s["wp21"] = F(12 * 85 + 18 * 80, 12 + 18)
    # wp22: (40*15 + 10*45) / (40 + 10)
    s["wp22"] = F(40 * 15 + 10 * 45, 40 + 10)
    # wp23: (6*170 + 4*180) / (6 + 4)
    s["wp23"] = F(6 * 170 + 4 * 180, 6 + 4)
    # wp24: rent 25% of 800; food 40% of what remains
    s["wp24"] = pct(40) * (F(800) - pct(25) * 800)
    # wp25: after morning 500 * 0.8; after afternoon that * 0.7
    after_morning = F(500) - pct(20) * 500
    s["wp25"] = after_morning - pct(30) * after_morning
    # wp26: after jacket 240 - 240/3; after shoes that - 25% of that
    after_jacket = F(240) - F(1, 3) * 240
    s["wp26"] = after_jacket - pct(25) * after_jacket
    # wp27: 18 pages/min * 25 min (the $120 price is a distractor)
    s["wp27"] = F(18) * 25
    # wp28: 14.50 $/h * 6 h/day * 5 days
    s["wp28"] = F("14.50") * 6 * 5
    # wp29: 4 L/h * 3 days * 24 h/day
    s["wp29"] = F(4) * 3 * 24
    # wp30: 3.5 m * 100 cm/m
    s["wp30"] = F("3.5") * 100
    # wp31: (2.75 + 9) kg * 1000 g/kg
    s["wp31"] = (F("2.75") + 9) * 1000
    # wp32: 2 h * 60 + 15 min
    s["wp32"] = F(2 * 60 + 15)
    # wp33: 9:40 am -> 1:15 pm in minutes
    s["wp33"] = F(elapsed(clock(9, 40, "am"), clock(1, 15, "pm")))
    # wp34: 10:30 pm -> 6:45 am (next morning) in hours
    s["wp34"] = F(elapsed(clock(10, 30, "pm"), clock(6, 45, "am")), 60)
    # wp35: 11:50 am -> 2:20 pm in minutes
    s["wp35"] = F(elapsed(clock(11, 50, "am"), clock(2, 20, "pm")))
    # wp36: Ben now 3 * 12 = 36; in 5 years 41
    s["wp36"] = 3 * F(12) + 5
    # wp37: grandmother now 5 * 14 = 70; 10 years ago 60
    s["wp37"] = 5 * F(14) - 10
    # wp38: Leo 2 * 9 = 18; sum 18 + 9
    s["wp38"] = 2 * F(9) + 9
    # wp39: Ravi 2 * 24 = 48; together 72
    s["wp39"] = F(24) + 2 * 24
    # wp40: dogs 15 + 7 = 22; rabbits 22 / 2
    s["wp40"] = (F(15) + 7) / 2
    # wp41: Elena 2 * 18 - 4
    s["wp41"] = 2 * F(18) - 4
    # wp42: 20 - (3 * 2.45 + 1.80)
    s["wp42"] = F(20) - (3 * F("2.45") + F("1.80"))
    # wp43: 10 - (6.75 + 2.40)
    s["wp43"] = F(10) - (F("6.75") + F("2.40"))
    # wp44: 2 * 12 + 3 * 7
    s["wp44"] = F(2 * 12 + 3 * 7)
    # wp45: simple interest 2000 * 5% * 3
    s["wp45"] = F(2000) * pct(5) * 3
    # wp46: compound yearly, amount 1000 * 1.1^2
    s["wp46"] = F(1000) * (1 + pct(10)) ** 2
    # wp47: compound yearly, amount 5000 * 1.04^3 to the nearest cent (exactly 5624.32)
    s["wp47"] = round_half_away(F(5000) * (1 + pct(4)) ** 3, F(1, 100))
    # wp48: 4 * 3.25 + 2 * 8.50
    s["wp48"] = 4 * F("3.25") + 2 * F("8.50")
    # wp49: 100 - (15 * 4 + 6 * 5)
    s["wp49"] = F(100) - (15 * 4 + 6 * 5)
    # wp50: 3 * 18 less 20 %
    s["wp50"] = 3 * F(18) * (1 - pct(20))
    # wp51: 20 - (2 * 3.60 + 3 * 2.20)
    s["wp51"] = F(20) - (2 * F("3.60") + 3 * F("2.20"))
    # wp52: 3 * 8 slices shared by 4
    s["wp52"] = F(3 * 8, 4)
    # wp53: 1350 / 6
    s["wp53"] = F(1350, 6)
    # wp54: 84 / 7 - 2
    s["wp54"] = F(84, 7) - 2
    # wp55: 2 * (14 + 9)
    s["wp55"] = 2 * F(14 + 9)
    # wp56: 6 * 4.5 m^2 * 22 $/m^2
    s["wp56"] = 6 * F("4.5") * 22
    # wp57: fence = perimeter 4 * 25
    s["wp57"] = 4 * F(25)
    # wp58: 18 km/h * 2.5 h
    s["wp58"] = 18 * F("2.5")
    # wp59: 210 / 3.5 (4 passengers is a distractor)
    s["wp59"] = F(210) / F("3.5")
    # wp60: 150 / 60 hours * 60 minutes/hour
    s["wp60"] = F(150, 60) * 60
    # wp61: 3 cups * 30 / 12
    s["wp61"] = F(3) * 30 / 12
    # wp62: 600 g * 10 / 4
    s["wp62"] = F(600) * 10 / 4
    # wp63: 2 eggs * 450 / 150
    s["wp63"] = F(2) * 450 / 150
    # wp64: 45 + 3 * 12 (age 11 is a distractor)
    s["wp64"] = F(45) + 3 * 12
    # wp65: 36 - 9 + 14 (5 fields is a distractor)
    s["wp65"] = F(36) - 9 + 14
    # wp66: 126 + 98 (8 years is a distractor)
    s["wp66"] = F(126) + 98
    # wp67: 15% of 360
    s["wp67"] = pct(15) * 360
    # wp68: 7 * 9.50
    s["wp68"] = 7 * F("9.50")
    # wp69: (72 + 85 + 91) / 3 = 248/3
    s["wp69"] = F(72 + 85 + 91, 3)
    # wp70: 250 mod 12
    s["wp70"] = F(250 % 12)
    return s


def fmt(x):
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def main():
    check_only = "--check" in sys.argv
    cases = json.load(open(os.path.join(HERE, "cases.json")))
    sol = solutions()
    ids = [c["id"] for c in cases]
    problems = []
    if sorted(ids) != sorted(sol) or len(set(ids)) != len(ids):
        problems.append("the ids of cases.json and the worked solutions differ")
    labels = {}
    for c in cases:
        if c["id"] not in sol:
            continue
        ans = sol[c["id"]]
        claim = F(c["claim"])
        truth = claim == ans
        labels[c["id"]] = {
            "answer": fmt(ans),
            "answer_double": float(ans),  # the correctly rounded double of the exact answer
            "claim": fmt(claim),
            "claim_true": truth,
        }
        if truth != c["label"]:
            problems.append(f"{c['id']}: hand label {c['label']} but the worked answer {fmt(ans)} makes the claim {truth}")
    path = os.path.join(HERE, "labels.json")
    text = json.dumps(labels, indent=1) + "\n"
    if os.path.exists(path):
        old = open(path).read()
        if old != text:
            problems.append("the committed labels.json differs from the regenerated labels")
    if not check_only:
        open(path, "w").write(text)
    n_true = sum(1 for v in labels.values() if v["claim_true"])
    print(f"{len(labels)} cases: {n_true} true claims, {len(labels) - n_true} false claims")
    for p in problems:
        print("DISAGREE:", p, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
