#!/usr/bin/env python3
"""Round-5 stats held-out oracle: labels every case from the rules of docs/stats.md alone.

Python's csv module reads the file (RFC 4180, strict quoting), cells are read as exact decimals (fractions.Fraction)
by the documented number rule, and every statistic is computed exactly; square roots (sd, correlation, t) are taken
with decimal at 80 digits and rounded to the nearest double. Each case carries an oracle spec (stat, column, filters,
grouping) written by hand next to its query text; the oracle never sees the service.

  python3 oracle.py            re-label every case of cases.json and check it equals the recorded label
"""
import csv
import io
import json
import os
import re
import sys
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 80

SPACES = " \t\u00a0\u2009\u202f"
MISSING_MARKERS = {"na", "n/a", "nan", "null", "none", "#n/a"}
SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = "USD EUR GBP JPY CHF CAD AUD CNY INR SEK NOK DKK PLN BRL".split()
SIGNS = "+-\u2212"

MISSING = "missing"
BAD = "bad"


class Refused(Exception):
    """The file is a 400 VALIDATION_ERROR; args[0] is the documented reason code."""


# ---------------------------------------------------------------- number rule


def _body(s, fmt):
    """digits with grouping / decimal separator / exponent -> Fraction or None"""
    dec = "." if fmt == "decimal_point" else ","
    groups = ([","] if fmt == "decimal_point" else ["."]) + [" ", "\u00a0", "\u2009", "'"]
    d = re.escape(dec)
    m = re.fullmatch(r"(\d+)(?:" + d + r"(\d+))?(?:[eE]([+-]?\d+))?", s)
    if m:
        ip, fp, ex = m.group(1), m.group(2) or "", m.group(3)
    else:
        m = None
        for g in groups:
            gg = re.escape(g)
            m = re.fullmatch(r"(\d{1,3}(?:" + gg + r"\d{3})+)(?:" + d + r"(\d+))?", s)
            if m:
                break
        if not m:
            return None
        ip, fp, ex = re.sub(r"\D", "", m.group(1)), m.group(2) or "", None
    e = int(ex) if ex is not None else 0
    if abs(e) > 100:
        return None
    digits = (ip + fp).lstrip("0")
    if len(digits.rstrip("0")) > 40:
        return None
    if len(fp) > 40:
        return None
    v = Fraction(int(ip + fp), 10 ** len(fp)) * (Fraction(10) ** e)
    if abs(v) >= Fraction(10) ** 60:
        return None
    if v != 0 and v.denominator > 1:
        # decimal places of the value
        k = 0
        while (v * 10 ** k).denominator != 1:
            k += 1
        if k > 40:
            return None
    return v


def read_cell(raw, fmt="decimal_point"):
    s = raw.strip(SPACES)
    if s == "":
        return MISSING
    if s.lower() in MISSING_MARKERS:
        return MISSING
    if s.lower() == "true":
        return Fraction(1)
    if s.lower() == "false":
        return Fraction(0)
    if len(s) > 160:
        return BAD
    neg = False
    acct = False
    if s.startswith("(") and s.endswith(")"):
        acct = True
        s = s[1:-1].strip(SPACES)
    cur = False
    for code in ISO:
        if s.startswith(code + " "):
            s, cur = s[4:].strip(SPACES), True
            break
        if s.endswith(" " + code):
            s, cur = s[:-4].strip(SPACES), True
            break
    sign = ""
    if not cur:
        if len(s) >= 2 and s[0] in SIGNS and s[1] in SYMBOLS:
            sign, s, cur = s[0], s[2:], True
        elif s[:1] in SYMBOLS:
            s, cur = s[1:], True
        elif s[-1:] in SYMBOLS:
            s, cur = s[:-1].strip(SPACES), True
    pct = False
    if s.endswith("%"):
        if cur:
            return BAD
        pct, s = True, s[:-1]
    if s[:1] in SIGNS:
        if sign:
            return BAD
        sign, s = s[0], s[1:]
    if acct and sign:
        return BAD
    if any(ch in SYMBOLS or ch == "%" for ch in s):
        return BAD
    v = _body(s, fmt)
    if v is None:
        return BAD
    if pct:
        v = v / 100
    if sign in ("-", "\u2212"):
        v = -v
    if acct:
        v = -v
    return v


# ---------------------------------------------------------------- file


def read_table(text):
    if text.startswith("\ufeff"):
        text = text[1:]
    first = ""
    for line in re.split(r"\r\n|\n|\r", text):
        if line.strip(SPACES + ",;|") != "":
            first = line
            break
    outside, q = [], False
    for ch in first:
        if ch == '"':
            q = not q
        elif not q:
            outside.append(ch)
    delim = ","
    for d in [",", ";", "\t", "|"]:
        if d in outside:
            delim = d
            break
    try:
        recs = list(csv.reader(io.StringIO(text, newline=""), delimiter=delim, strict=True))
    except csv.Error:
        raise Refused("CSV_MALFORMED")
    header, hrow = None, None
    rows, ragged, rownums = [], [], []
    for i, rec in enumerate(recs, start=1):
        if all(f.strip(SPACES) == "" for f in rec):
            continue
        if header is None:
            header, hrow = [h.strip(SPACES) for h in rec], i
            continue
        if len(rec) != len(header):
            ragged.append(i)
            continue
        rows.append(rec)
        rownums.append(i)
    names = [h.lower() for h in header if h != ""]
    if len(set(names)) != len(names):
        raise Refused("CSV_DUPLICATE_COLUMNS")
    return header, rows, rownums, ragged


def col_index(header, name):
    norm = lambda s: re.sub(r"[ _]+", " ", s.strip().lower())
    hits = [i for i, h in enumerate(header) if h != "" and norm(h) == norm(name)]
    assert len(hits) == 1, (header, name)
    return hits[0]


# ---------------------------------------------------------------- statistics


def canon(v):
    """canonical decimal text of a Fraction with a terminating expansion"""
    s = "-" if v < 0 else ""
    v = abs(v)
    ip = v.numerator // v.denominator
    r = v - ip
    out = str(ip)
    if r:
        digs = ""
        while r:
            r *= 10
            d = r.numerator // r.denominator
            digs += str(d)
            r -= d
        out += "." + digs
    return s + out


def quantile(xs, p):
    xs = sorted(xs)
    n = len(xs)
    h = (n - 1) * Fraction(p)
    lo = h.numerator // h.denominator
    if lo + 1 >= n:
        return xs[-1]
    return xs[lo] + (h - lo) * (xs[lo + 1] - xs[lo])


def variance(xs, pop=False):
    n = len(xs)
    m = sum(xs, Fraction(0)) / n
    ss = sum(((x - m) ** 2 for x in xs), Fraction(0))
    return ss / (n if pop else n - 1)


def signed_sqrt(sign, sq):
    """sign * sqrt(sq) (sq a non-negative Fraction) as the nearest double"""
    r = (Decimal(sq.numerator) / Decimal(sq.denominator)).sqrt()
    return float(r) * sign


def rat(v):
    v = Fraction(v)
    return {"exact": str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}", "double": float(v)}


def irr(sign, sq):
    return {"irrational": True, "double": signed_sqrt(sign, sq)}


def matches(cellv, raw, op, val):
    """one row test; cellv is read_cell(raw). val: ('num', Fraction) or ('text', str)"""
    kind, x = val
    if kind == "num":
        if not isinstance(cellv, Fraction):
            return False
        return {"=": cellv == x, "!=": cellv != x, "<": cellv < x, "<=": cellv <= x, ">": cellv > x, ">=": cellv >= x}[op]
    if cellv == MISSING:
        return op == "!="
    t = raw.strip(SPACES).lower()
    if op == "=":
        return t == x.lower()
    if op == "!=":
        return t != x.lower()
    raise ValueError(op)


def label_case(case):
    """-> label dict {expect, value, ragged, ragged_rows, unreadable[, reason]}"""
    spec = case["oracle"]
    fmt = case.get("number_format", "decimal_point")
    try:
        header, rows, rownums, ragged = read_table(case["csv"])
    except Refused as e:
        return {"expect": "400", "reason": e.args[0]}
    R = lambda c: read_cell(c, fmt)
    unreadable = 0

    # where: list of OR-ed groups of AND-ed (col, op, value) tests; value is a number text (numeric) or 'quoted' text
    sel = list(range(len(rows)))
    where = spec.get("where")
    if where:
        num_cols = set()
        ors = []
        for conj in where:
            tests = []
            for col, op, v in conj:
                ci = col_index(header, col)
                if isinstance(v, str) and v.startswith("'"):
                    val = ("text", v.strip("'"))
                else:
                    nv = R(str(v))
                    assert isinstance(nv, Fraction), v
                    val = ("num", nv)
                    num_cols.add(ci)
                tests.append((ci, op, val))
            ors.append(tests)
        for ci in num_cols:
            unreadable += sum(1 for r in rows if R(r[ci]) == BAD)
        sel = [i for i in sel if any(all(matches(R(rows[i][ci]), rows[i][ci], op, val) for ci, op, val in t) for t in ors)]

    def stat_over(idx):
        """-> (value dict, unreadable count) for the selected row indexes"""
        st = spec["stat"]
        if st == "rows":
            return rat(len(idx)), 0
        if st in ("count", "distinct"):
            ci = col_index(header, spec["col"])
            allv = [R(r[ci]) for r in rows]
            numeric = any(isinstance(v, Fraction) for v in allv)
            vals = [(R(rows[i][ci]), rows[i][ci].strip(SPACES)) for i in idx]
            if st == "count":
                if numeric:
                    return rat(sum(1 for v, _ in vals if isinstance(v, Fraction))), sum(1 for v, _ in vals if v == BAD)
                return rat(sum(1 for v, _ in vals if v != MISSING)), 0
            keys = set()
            for v, t in vals:
                if v == MISSING:
                    continue
                keys.add(canon(v) if isinstance(v, Fraction) else t)
            return rat(len(keys)), 0
        if st in ("corr", "slope", "intercept"):
            cx, cy = col_index(header, spec["x"]), col_index(header, spec["y"])
            pairs, bad = [], 0
            for i in idx:
                a, b = R(rows[i][cx]), R(rows[i][cy])
                bad += (a == BAD) + (b == BAD)
                if isinstance(a, Fraction) and isinstance(b, Fraction):
                    pairs.append((a, b))
            n = len(pairs)
            mx = sum((a for a, _ in pairs), Fraction(0)) / n
            my = sum((b for _, b in pairs), Fraction(0)) / n
            sxx = sum(((a - mx) ** 2 for a, _ in pairs), Fraction(0))
            syy = sum(((b - my) ** 2 for _, b in pairs), Fraction(0))
            sxy = sum(((a - mx) * (b - my) for a, b in pairs), Fraction(0))
            if st == "slope":
                return rat(sxy / sxx), bad
            if st == "intercept":
                return rat(my - sxy / sxx * mx), bad
            return irr(1 if sxy >= 0 else -1, sxy * sxy / (sxx * syy)), bad
        ci = col_index(header, spec["col"])
        vs = [R(rows[i][ci]) for i in idx]
        bad = sum(1 for v in vs if v == BAD)
        xs = [v for v in vs if isinstance(v, Fraction)]
        if st == "sum":
            return rat(sum(xs, Fraction(0))), bad
        if st == "mean":
            return rat(sum(xs, Fraction(0)) / len(xs)), bad
        if st == "min":
            return rat(min(xs)), bad
        if st == "max":
            return rat(max(xs)), bad
        if st == "range":
            return rat(max(xs) - min(xs)), bad
        if st == "quantile":
            return rat(quantile(xs, Fraction(spec["p"]))), bad
        if st == "iqr":
            return rat(quantile(xs, Fraction(3, 4)) - quantile(xs, Fraction(1, 4))), bad
        if st == "mode":
            cnt = {}
            for x in xs:
                cnt[x] = cnt.get(x, 0) + 1
            top = max(cnt.values())
            return rat(min(x for x, c in cnt.items() if c == top)), bad
        if st == "var":
            return rat(variance(xs, spec.get("pop", False))), bad
        if st == "sd":
            return irr(1, variance(xs, spec.get("pop", False))), bad
        if st == "ttest":
            n = len(xs)
            m = sum(xs, Fraction(0)) / n
            d = m - Fraction(spec["mu"])
            return irr(1 if d >= 0 else -1, d * d * n / variance(xs)), bad
        if st == "welch":
            cg = col_index(header, spec["g"])
            parts = []
            for gname in (spec["a"], spec["b"]):
                g = [v for i, v in zip(idx, vs) if isinstance(v, Fraction) and rows[i][cg].strip(SPACES).lower() == gname.lower()]
                parts.append((len(g), sum(g, Fraction(0)) / len(g), variance(g)))
            (n1, m1, v1), (n2, m2, v2) = parts
            se2 = v1 / n1 + v2 / n2
            d = m1 - m2
            df = se2 ** 2 / ((v1 / n1) ** 2 / (n1 - 1) + (v2 / n2) ** 2 / (n2 - 1))
            return {"t": irr(1 if d >= 0 else -1, d * d / se2), "df": rat(df)}, bad
        raise ValueError(st)

    if spec.get("by"):
        gi = col_index(header, spec["by"])
        groups = {}
        for i in sel:
            v = R(rows[i][gi])
            k = "(empty)" if v == MISSING else canon(v) if isinstance(v, Fraction) else rows[i][gi].strip(SPACES)
            groups.setdefault(k, []).append(i)
        value = {}
        for k, idx in groups.items():
            value[k], b = stat_over(idx)
            unreadable += b
    else:
        value, b = stat_over(sel)
        unreadable += b
    expect = "PARTIAL" if (ragged or unreadable) else "SUCCESS"
    return {"expect": expect, "value": value, "ragged": len(ragged), "ragged_rows": ragged[:50], "unreadable": unreadable}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    doc = json.load(open(os.path.join(here, "cases.json"), encoding="utf-8"))
    bad = 0
    for c in doc["cases"]:
        got = label_case(c)
        if json.loads(json.dumps(got)) != doc["labels"][c["id"]]:
            bad += 1
            print("label differs:", c["id"], got, doc["labels"][c["id"]])
    print(f"oracle: {len(doc['cases'])} cases re-labelled, {bad} differ from cases.json")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
