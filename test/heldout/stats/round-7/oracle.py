#!/usr/bin/env python3
"""Round-7 stats held-out oracle.

Computes every expected answer of cases_src.py from the rules of docs/stats.md only, with Python's csv module for the
records and exact rationals (fractions.Fraction) for every statistic; square roots via decimal at 100 digits. It never
calls the service. Writes cases.json (cases + labels) next to this file.

    python3 oracle.py          # writes cases.json and prints the label counts
"""
import csv
import io
import json
import math
import os
import re
import statistics
import sys
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 100

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

SPACES = " \u00a0\u2009"
MISSING_MARKERS = {"na", "n/a", "nan", "null", "none", "#n/a"}
SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = {"USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "SEK", "NOK", "DKK", "PLN", "BRL"}
SIGNS = "+-−"


class Missing:
    pass


class Bad:
    pass


MISSING = Missing()
BAD = Bad()


def is_missing_text(cell):
    s = cell.strip(SPACES)
    return s == "" or s.lower() in MISSING_MARKERS


def read_number(cell, fmt="decimal_point"):
    """The number rule of docs/stats.md: Fraction, MISSING or BAD (unreadable)."""
    s = cell.strip(SPACES)
    if s == "" or s.lower() in MISSING_MARKERS:
        return MISSING
    if s.lower() == "true":
        return Fraction(1)
    if s.lower() == "false":
        return Fraction(0)
    if len(s) > 160:
        return BAD
    paren = False
    if len(s) >= 2 and s[0] == "(" and s[-1] == ")":
        paren = True
        s = s[1:-1]
    sign = None
    cur = False
    pct = False
    if s and s[0] in SIGNS:
        sign, s = s[0], s[1:]
    # currency before: symbol, or ISO code + space
    if s and s[0] in SYMBOLS:
        cur, s = True, s[1:].lstrip(SPACES)
    elif len(s) > 4 and s[:3] in ISO and s[3] == " ":
        cur, s = True, s[4:].lstrip(SPACES)
    if cur and sign is None and s and s[0] in SIGNS:
        sign, s = s[0], s[1:]
    # after: percent, symbol, ISO code after a space
    if s.endswith("%"):
        pct, s = True, s[:-1]
    elif s and s[-1] in SYMBOLS and not cur:
        cur, s = True, s[:-1].rstrip(SPACES)
    elif len(s) > 4 and s[-3:] in ISO and s[-4] == " " and not cur:
        cur, s = True, s[:-4].rstrip(SPACES)
    if pct and cur:
        return BAD
    if paren and sign is not None:
        return BAD
    if fmt == "decimal_point":
        dec, groups = ".", [",", " ", "\u00a0", "\u2009", "'"]
    else:
        dec, groups = ",", [".", " ", "\u00a0", "\u2009", "'"]
    m = re.fullmatch(r"(\d+)(?:" + re.escape(dec) + r"(\d+))?(?:[eE]([+-]?\d+))?", s)
    if m:
        ip, fp, ex = m.group(1), m.group(2) or "", m.group(3)
    else:
        ip = None
        for g in groups:
            m = re.fullmatch(r"(\d{1,3}(?:" + re.escape(g) + r"\d{3})+)(?:" + re.escape(dec) + r"(\d+))?", s)
            if m:
                ip, fp, ex = m.group(1).replace(g, ""), m.group(2) or "", None
                break
        if ip is None:
            return BAD
    e = int(ex) if ex else 0
    if abs(e) > 100:
        return BAD
    digits = (ip + fp).lstrip("0")
    if len(digits) > 40 or len(fp) > 40:
        return BAD
    v = Fraction(int(ip + fp), 10 ** len(fp)) * (Fraction(10) ** e)
    if abs(v) >= Fraction(10) ** 60:
        return BAD
    if pct:
        v /= 100
    if paren or sign in ("-", "−"):
        v = -v
    return v


# ---------------------------------------------------------------------------------------------------------------- CSV


class CsvRefused(Exception):
    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


def detect_delimiter(text):
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if line.strip(SPACES) == "" or set(line.strip(SPACES)) <= {",", ";", "\t", "|"} and False:
            continue
        if line.strip(SPACES + ",;|\t") == "":
            continue  # a blank record such as ",," is not the header
        found = [d for d in [",", ";", "\t", "|"] if d in line]
        if len(found) > 1:
            raise AssertionError(f"ambiguous header line for the oracle: {line!r}")
        return found[0] if found else ","
    return ","


def read_table(text):
    if text.startswith("\ufeff"):
        text = text[1:]
    d = detect_delimiter(text)
    try:
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=d, strict=True))
    except csv.Error as e:
        raise CsvRefused("CSV_MALFORMED") from e
    header = None
    rows = []  # (spreadsheet row number, cells)
    ragged = []
    for i, rec in enumerate(records, start=1):
        blank = all(f.strip(SPACES) == "" for f in rec)
        if header is None:
            if blank:
                continue
            header = [h.strip(SPACES) for h in rec]
            named = [h.lower() for h in header if h != ""]
            if len(set(named)) != len(named):
                raise CsvRefused("CSV_DUPLICATE_COLUMNS")
            continue
        if blank:
            continue
        if len(rec) != len(header):
            ragged.append(i)
            continue
        rows.append((i, rec))
    return header, rows, ragged, d


# ------------------------------------------------------------------------------------------------------------- values


def exact_text(q):
    q = Fraction(q)
    d = q.denominator
    twos = fives = 0
    while d % 2 == 0:
        d //= 2
        twos += 1
    while d % 5 == 0:
        d //= 5
        fives += 1
    places = max(twos, fives)
    if d != 1 or places > 60:
        return f"{q.numerator}/{q.denominator}"
    scaled = q * 10 ** places
    assert scaled.denominator == 1
    n = scaled.numerator
    sgn = "-" if n < 0 else ""
    digits = str(abs(n)).rjust(places + 1, "0")
    if places == 0:
        return sgn + digits
    ip, fp = digits[:-places], digits[-places:].rstrip("0")
    return sgn + ip + ("." + fp if fp else "")


def rational_label(q):
    return {"exact": exact_text(q), "double": float(Fraction(q))}  # int / int true division: correctly rounded


def signed_sqrt_label(sign, square):
    """± sqrt(square), square a non-negative Fraction: the correctly rounded double."""
    square = Fraction(square)
    r = (Decimal(square.numerator) / Decimal(square.denominator)).sqrt()
    v = float(r)
    if sign < 0:
        v = -v
    return {"irrational": True, "double": v}


def canonical_key(q):
    return exact_text(q)


def quantile7(xs, p):
    xs = sorted(xs)
    n = len(xs)
    h = (n - 1) * Fraction(p)
    lo = math.floor(h)
    if lo + 1 >= n:
        return xs[-1]
    return xs[lo] + (h - lo) * (xs[lo + 1] - xs[lo])


def sample_var(xs):
    n = len(xs)
    m = sum(xs, Fraction(0)) / n
    return sum(((x - m) ** 2 for x in xs), Fraction(0)) / (n - 1)


def pop_var(xs):
    n = len(xs)
    m = sum(xs, Fraction(0)) / n
    return sum(((x - m) ** 2 for x in xs), Fraction(0)) / n


# -------------------------------------------------------------------------------------------------------------- query


def col_index(header, name):
    want = name.lower().replace(" ", "_")
    hits = [i for i, h in enumerate(header) if h.lower().replace(" ", "_") == want]
    assert len(hits) == 1, (name, header)
    return hits[0]


def evaluate(case):
    """Label for one case: {expect, value, ragged, unreadable} or {expect: '400', reason}."""
    fmt = case.get("number_format", "decimal_point")
    try:
        header, rows, ragged, _ = read_table(case["csv"])
    except CsvRefused as e:
        return {"expect": "400", "reason": e.reason}
    spec = case["spec"]
    op = spec["op"]
    partial_cells = set()  # (row number, column) of unreadable cells that make the answer PARTIAL

    def num(cell):
        return read_number(cell, fmt)

    def numeric_column(ci):
        return any(isinstance(num(r[ci]), Fraction) for _, r in rows)

    # where: list of OR-groups, each a list of AND conditions (col, op, value[, value2]); value "'x'" is quoted text
    selected = []
    where = spec.get("where")
    if where:
        for grp in where:
            for cond in grp:
                ci = col_index(header, cond[0])
                if cond[1] == "between" or not str(cond[2]).startswith("'") and isinstance(num(str(cond[2])), Fraction):
                    for rn, r in rows:
                        if num(r[ci]) is BAD:
                            partial_cells.add((rn, ci))
    for rn, r in rows:
        if where:
            ok_any = False
            for grp in where:
                ok_all = True
                for cond in grp:
                    ci = col_index(header, cond[0])
                    cell = r[ci]
                    o = cond[1]
                    if o == "between":
                        a, b = num(cond[2]), num(cond[3])
                        v = num(cell)
                        hit = isinstance(v, Fraction) and a <= v <= b
                    else:
                        val = str(cond[2])
                        qv = None if val.startswith("'") else num(val)
                        if isinstance(qv, Fraction):
                            v = num(cell)
                            hit = isinstance(v, Fraction) and {
                                "=": v == qv, "!=": v != qv, "<": v < qv, "<=": v <= qv, ">": v > qv, ">=": v >= qv
                            }[o]
                        else:
                            t = val.strip("'").strip().lower()
                            if is_missing_text(cell):
                                hit = o == "!="
                            else:
                                ct = cell.strip(SPACES).lower()
                                assert o in ("=", "!=")
                                hit = (ct == t) if o == "=" else (ct != t)
                    ok_all = ok_all and hit
                ok_any = ok_any or ok_all
            if not ok_any:
                continue
        selected.append((rn, r))

    def values(ci, sel):
        out = []
        for rn, r in sel:
            v = num(r[ci])
            if isinstance(v, Fraction):
                out.append(v)
            elif v is BAD:
                partial_cells.add((rn, ci))
        return out

    def stat(sel):
        if op == "count_rows":
            return rational_label(len(sel))
        c = spec.get("col")
        ci = col_index(header, c) if c else None
        if op == "count":
            if numeric_column(ci):
                return rational_label(len(values(ci, sel)))
            return rational_label(sum(1 for _, r in sel if not is_missing_text(r[ci])))
        if op == "distinct":
            keys = set()
            isnum = numeric_column(ci)
            for rn, r in sel:
                if is_missing_text(r[ci]):
                    continue
                v = num(r[ci])
                if isnum:
                    assert isinstance(v, Fraction), "oracle: no unreadable cells in a distinct over numbers"
                    keys.add(canonical_key(v))
                else:
                    keys.add(r[ci].strip(SPACES))
            return rational_label(len(keys))
        if op in ("corr", "slope", "intercept", "regression"):
            cj = col_index(header, spec["col2"])  # x; col is y for regression, first for corr
            pairs = []
            for rn, r in sel:
                a, b = num(r[ci]), num(r[cj])
                if a is BAD:
                    partial_cells.add((rn, ci))
                if b is BAD:
                    partial_cells.add((rn, cj))
                if isinstance(a, Fraction) and isinstance(b, Fraction):
                    pairs.append((a, b))
            n = len(pairs)
            ys = [p[0] for p in pairs]
            xs = [p[1] for p in pairs]
            mx, my = sum(xs, Fraction(0)) / n, sum(ys, Fraction(0)) / n
            sxy = sum(((x - mx) * (y - my) for x, y in pairs_xy(xs, ys)), Fraction(0))
            sxx = sum(((x - mx) ** 2 for x in xs), Fraction(0))
            syy = sum(((y - my) ** 2 for y in ys), Fraction(0))
            if op == "corr":
                return signed_sqrt_label(1 if sxy >= 0 else -1, sxy * sxy / (sxx * syy))
            slope = sxy / sxx
            intercept = my - slope * mx
            if op == "slope":
                return rational_label(slope)
            if op == "intercept":
                return rational_label(intercept)
            return {"slope": rational_label(slope), "intercept": rational_label(intercept)}
        if op == "welch":
            gi = col_index(header, spec["group"])
            a = [v for v in values(ci, [(rn, r) for rn, r in sel if r[gi].strip(SPACES).lower() == spec["a"].lower()])]
            b = [v for v in values(ci, [(rn, r) for rn, r in sel if r[gi].strip(SPACES).lower() == spec["b"].lower()])]
            va, vb = sample_var(a) / len(a), sample_var(b) / len(b)
            diff = sum(a, Fraction(0)) / len(a) - sum(b, Fraction(0)) / len(b)
            t = signed_sqrt_label(1 if diff >= 0 else -1, diff * diff / (va + vb))
            df = (va + vb) ** 2 / (va**2 / (len(a) - 1) + vb**2 / (len(b) - 1))
            return {"t": t, "df": rational_label(df)}
        xs = values(ci, sel)
        if op == "sum":
            return rational_label(sum(xs, Fraction(0)))
        if op == "mean":
            return rational_label(sum(xs, Fraction(0)) / len(xs))
        if op == "min":
            return rational_label(min(xs))
        if op == "max":
            return rational_label(max(xs))
        if op == "range":
            return rational_label(max(xs) - min(xs))
        if op == "median":
            return rational_label(quantile7(xs, Fraction(1, 2)))
        if op == "quantile":
            return rational_label(quantile7(xs, Fraction(spec["p"])))
        if op == "iqr":
            return rational_label(quantile7(xs, Fraction(3, 4)) - quantile7(xs, Fraction(1, 4)))
        if op == "mode":
            counts = {}
            for x in xs:
                counts[x] = counts.get(x, 0) + 1
            top = max(counts.values())
            return rational_label(min(x for x, k in counts.items() if k == top))
        if op == "var":
            return rational_label(sample_var(xs))
        if op == "pvar":
            return rational_label(pop_var(xs))
        if op == "sd":
            return signed_sqrt_label(1, sample_var(xs))
        if op == "psd":
            return signed_sqrt_label(1, pop_var(xs))
        if op == "ttest":
            mu = Fraction(spec["mu"])
            n = len(xs)
            m = sum(xs, Fraction(0)) / n
            return signed_sqrt_label(1 if m >= mu else -1, (m - mu) ** 2 * n / sample_var(xs))
        raise AssertionError(op)

    if spec.get("by"):
        gi = col_index(header, spec["by"])
        groups = {}
        for rn, r in selected:
            cell = r[gi]
            v = num(cell)
            if v is MISSING:
                key = "(empty)"
            elif isinstance(v, Fraction) and numeric_column(gi):
                key = canonical_key(v)
            else:
                key = cell.strip(SPACES)
            groups.setdefault(key, []).append((rn, r))
        value = {k: stat(g) for k, g in groups.items()}
    else:
        value = stat(selected)
    expect = "PARTIAL" if ragged or partial_cells else "SUCCESS"
    return {"expect": expect, "value": value, "ragged": len(ragged), "ragged_rows": ragged[:50],
            "unreadable": len(partial_cells)}


def pairs_xy(xs, ys):
    return zip(xs, ys)


# ---------------------------------------------------------------------------------------------------- self-checks


def self_check():
    R = read_number
    assert R("$1,234.50") == Fraction(246900, 200)
    assert R("-$12") == -12 and R("$-12") == -12 and R("12 €") == 12 and R("USD 12") == 12 and R("12 EUR") == 12
    assert R("12.5%") == Fraction(1, 8) and R("(12%)") == Fraction(-12, 100) and R("($1,234.50)") == Fraction(-12345, 10)
    assert R("1,23") is BAD and R("-") is BAD and R("1,234e2") is BAD and R("$12%") is BAD
    assert R("1.234,50", "decimal_comma") == Fraction(12345, 10) and R("1,5", "decimal_comma") == Fraction(3, 2)
    assert R(" n/A ") is MISSING and R("#N/A") is MISSING and R("") is MISSING and R("N.A.") is BAD
    assert R("TRUE") == 1 and R("false") == 0 and R("−7") == -7 and R("1 234 567") == 1234567
    assert R("2e60") is BAD and R("1" * 45) is BAD and R("(-5)") is BAD
    xs = [Fraction(v) for v in [3, 1, 4, 1, 5, 9, 2, 6]]
    assert float(quantile7(xs, Fraction(1, 2))) == statistics.median([3, 1, 4, 1, 5, 9, 2, 6])
    q = statistics.quantiles([3, 1, 4, 1, 5, 9, 2, 6], n=4, method="inclusive")
    assert [float(quantile7(xs, Fraction(k, 4))) for k in (1, 2, 3)] == q
    assert float(sample_var(xs)) == statistics.variance([3, 1, 4, 1, 5, 9, 2, 6])
    assert exact_text(Fraction(1, 3)) == "1/3" and exact_text(Fraction(-1519, 10)) == "-151.9"


def main():
    self_check()
    from cases_src import CASES

    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    labels = {}
    for c in CASES:
        labels[c["id"]] = evaluate(c)
        # cross-check plain aggregates against the statistics module where it applies
    doc = {
        "about": "Verdict stats held-out round 7: written from docs/stats.md, README.md and the issue-27 excerpt only; "
        "labels from oracle.py (Python csv + fractions), never from the service.",
        "cases": [{k: v for k, v in c.items()} for c in CASES],
        "labels": labels,
    }
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    counts = {}
    cats = {}
    for c in CASES:
        e = labels[c["id"]]["expect"]
        counts[e] = counts.get(e, 0) + 1
        cats.setdefault(c["category"], {}).setdefault(e, 0)
        cats[c["category"]][e] += 1
    print(f"{len(CASES)} cases; labels {counts}")
    for k, v in cats.items():
        print(f"  {k:12} {v}")
    if "-v" in sys.argv:
        for c in CASES:
            print(c["id"], c["query"], "=>", json.dumps(labels[c["id"]], ensure_ascii=False))


if __name__ == "__main__":
    main()
