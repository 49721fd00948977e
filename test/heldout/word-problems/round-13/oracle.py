"""Independent labels for the word-problem held-out set, round 13, by exact arithmetic (fractions.Fraction).

Every problem's true answer is written below from the problem text alone, as a Fraction expression; a claim is True
exactly when its number equals that answer. Problems with no certain reading (the public docs say they are refused)
list the competing readings and get the label None. Running this file rewrites cases.json and reports where the
author's first hand reading (cases_src.py) disagrees with the oracle.

    python3 oracle.py
"""
import json
import math
import re
import sys
from fractions import Fraction as F
from pathlib import Path

from cases_src import CASES

ORACLE = "python-fractions"
ORACLE_VERSION = f"Python {sys.version.split()[0]} fractions.Fraction (exact rationals)"


def floor(q):
    return F(math.floor(q))


def ceil(q):
    return F(math.ceil(q))


def round_to(q, step):
    """Round q to a multiple of step, half away from zero (the rounding the public docs name)."""
    n = q / step
    whole = math.floor(abs(n) + F(1, 2))
    return F(whole if n >= 0 else -whole) * step


def minutes(h, m, pm):
    return F((h % 12 + (12 if pm else 0)) * 60 + m)


P = F(1, 100)  # one percent

ANSWERS = {
    "rate-02": F("14.50") * 32,
    "rate-03": F(350) / 28,
    "rate-04": F(135) / 6,
    "rate-05": 45 * (F("1.5") * 60),
    "rest-01": (60 - 35 * P * 60) - 35 * P * 60,
    "rest-02": (250 - 30 * P * 250) * (1 - 40 * P),
    "rest-03": (480 - F(1, 4) * 480) * (1 - 50 * P),
    "rest-04": (800 * (1 - 60 * P)) * (1 - 25 * P),
    "rest-05": 1200 - F(3, 8) * 1200 - F(1, 4) * 1200,
    "rest-06": 900 - F(2, 5) * 900 - F(1, 3) * 900,
    "frac-01": F(3, 8) * 48,
    "frac-02": 12 - F(2, 3) * 12,
    "rem-01": F(250 % 12),
    "rem-02": F(74 % 3),
    "rem-03": F(95 % 8),
    "floor-01": floor(F(150, 12)),
    "floor-02": floor(F(40, 6)),
    "floor-03": floor(F(10, 3)),
    "ceil-01": ceil(F(170 + 8, 45)),
    "ceil-02": ceil(F(380, 50)),
    "ceil-03": ceil(F(310, 40)),
    "ceil-04": ceil(F(83, 6)),
    "age-01": 4 * F(9) + 5,
    "age-02": F(14) - 5 + 6,
    "age-03": 3 * F(12) - 12,
    "age-04": F(17) + 10,
    "age-05": 2 * F(8) + 3,
    "cents-01": 20 - 3 * F("2.75") - F("1.49"),
    "cents-02": 2 * F("6.35") + F("1.80"),
    "cents-03": 7 * F("0.45") * 100,
    "cents-04": F("3.60") * 9,
    "cents-05": round_to(F("4.35") / 6, F("0.01")),
    "cents-06": round_to(F("58.40") / 3, F("0.01")),
    "time-01": (minutes(1, 15, True) - minutes(9, 40, False)),
    "time-02": F(45) * 7 * 2 / 60,
    "time-03": minutes(10, 5, True) - minutes(7, 50, True),
    "time-04": (minutes(6, 5, False) + 24 * 60 - minutes(11, 20, True)) / 60,
    "time-05": F(240) * 35 / 60,
    "wavg-01": (12 * F(85) + 18 * F(80)) / 30,
    "wavg-02": (20 * F(72) + 30 * F(90)) / 50,
    "wavg-03": (40 * F(15) + 10 * F(60)) / 50,
    "multi-01": 6 * F(24) - 97 - 28,
    "multi-02": F(2400) - 5 * 420,
    "multi-04": (F(36) + 2 * 36) / 9,
    "multi-05": F(120) - F(1, 3) * 120 - 15,
    "multi-06": F(500) - 125 - 2 * 125,
    "multi-07": F(18) * 7 * 5 * 4,
    "multi-08": F(8) * 15 * 4,
    "diff-01": 3 * F(48) - 48,
    "diff-02": F(130) - 84,
    "diff-03": F(35) - (35 - 12),
    "qa-01": 15 * P * 240,
    "qa-02": 8 * F("12.50"),
    "qa-03": F(3, 5) * 85,
    "qa-04": F(500 % 7),
    "pct-01": (F(290) - 250) / 250 * 100,
    "pct-02": F(80) * (1 - 25 * P),
    "pct-03": F(42) * (1 + 15 * P),
    "pct-04": (F(5000) - 4600) / 5000 * 100,
    "int-01": F(2000) * 5 * P * 3,
    "int-02": F(1000) * (1 + 10 * P) ** 2,
    "geo-01": 2 * (F(14) + 9),
    "geo-02": F(6) * F("3.5") * 18,
    "geo-03": F(6) ** 2,
    "dis-01": F(52) + 4 * 6,
    "dis-02": F(320) - 145,
    "dis-03": F(36) + 48,
    "dis-04": 28 * F(3) + 10,
    # problems the public docs say are refused: a value where the text has one meaning, readings where it has two
    "refuse-03": 5 * F(25) + 3 * 10,
    "refuse-04": F(9),
    "refuse-06": F(30),
    "refuse-07": (F(48) - 10) / 2,
}

READINGS = {
    "refuse-01": {"the sum": F(14) + 9, "Leo's": F(14), "Mia's": F(9)},
    "refuse-02": {"exact days": F(260, 30), "whole days to finish": ceil(F(260, 30))},
    "refuse-05": {"half of the first 40": F(40) - 10 - F(1, 2) * 40, "half of the 30 left": F(40) - 10 - F(1, 2) * 30},
}


def claim_value(s):
    m = re.search(r"-?\d[\d,]*(?:\.\d+)?", s)
    return F(m.group(0).replace(",", ""))


def fmt(q):
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def main():
    out, disagree = [], []
    for c in CASES:
        cid = c["id"]
        claimed = claim_value(c["claimed"])
        assert c["claimed"] in c["query"], cid
        rec = {k: c[k] for k in ("id", "category", "form", "distractor", "query", "claimed")}
        rec["claimed_value"] = fmt(claimed)
        rec["must_refuse"] = bool(c.get("must_refuse"))
        if cid in ANSWERS:
            ans = ANSWERS[cid]
            rec["label"] = claimed == ans
            rec["answer"] = fmt(ans)
            rec["answer_double"] = float(ans)  # correctly rounded double of the exact value
        else:
            readings = READINGS[cid]
            rec["label"] = None
            rec["answer"] = None
            rec["answer_double"] = None
            rec["readings"] = {k: fmt(v) for k, v in readings.items()}
            assert len(set(readings.values())) > 1, cid
        rec["justification"] = c["why"]
        if rec["label"] != c["hand"]:
            disagree.append((cid, c["hand"], rec["label"]))
        out.append(rec)
    assert len(ANSWERS) + len(READINGS) == len(CASES) == len({c["id"] for c in CASES})
    doc = {"engine": "word-problems", "round": 13, "oracle": ORACLE, "oracle_version": ORACLE_VERSION,
           "endpoint": "POST /v1/verify/natural_language", "cases": out}
    Path(__file__).with_name("cases.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    decid = [r for r in out if not r["must_refuse"]]
    print(f"{len(out)} cases: {sum(r['label'] is True for r in out)} true, {sum(r['label'] is False for r in out)} false, "
          f"{sum(r['label'] is None for r in out)} without a certain reading; {sum(r['must_refuse'] for r in out)} must be refused")
    print(f"to decide: {len(decid)} ({sum(r['label'] for r in decid)} true, {sum(not r['label'] for r in decid)} false)")
    for d in disagree:
        print("hand reading disagrees with the oracle:", d)
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
