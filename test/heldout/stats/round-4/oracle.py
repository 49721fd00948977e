#!/usr/bin/env python3
"""Round-4 stats held-out oracle.

Written from docs/stats.md only. Reads each case's CSV with Python's csv module (strict RFC 4180 quoting), reads
cells with the documented number rule into exact Fractions, and computes the case's statistic from the structured
spec that cases_src.py gives next to the English query. Square roots (sd, correlation, t) use decimal at 80 digits.

    python3 oracle.py            # labels cases_src.CASES and writes cases.json
    python3 oracle.py --check    # recomputes and compares with the committed cases.json
"""
import csv
import io
import json
import re
import sys
from decimal import Decimal, getcontext
from fractions import Fraction
from pathlib import Path

getcontext().prec = 80

MISSING = {"na", "n/a", "nan", "null", "none", "#n/a"}
SPACES = " \t\u00a0\u2009\u202f"
SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = "USD EUR GBP JPY CHF CAD AUD CNY INR SEK NOK DKK PLN BRL".split()
UNREADABLE = object()
MISSINGV = object()


class CsvError(Exception):
    pass


def read_number(text, fmt="decimal_point"):
    """-> Fraction, MISSINGV or UNREADABLE"""
    s = text.strip(SPACES)
    if s == "" or s.lower() in MISSING:
        return MISSINGV
    if len(s) > 160:
        return UNREADABLE
    if s.lower() == "true":
        return Fraction(1)
    if s.lower() == "false":
        return Fraction(0)
    neg = False
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1]
        if s[:1] in "+-−":
            return UNREADABLE
        neg = True
    # sign before currency
    sign = 1
    if s[:1] in "+-−":
        sign = -1 if s[0] != "+" else 1
        s = s[1:]
        signed = True
    else:
        signed = False
    cur = False
    for code in ISO:
        if s.startswith(code + " "):
            s, cur = s[len(code) + 1:], True
            break
        if s.endswith(" " + code):
            s, cur = s[: -len(code) - 1], True
            break
    if not cur:
        if s[:1] in SYMBOLS and s[:1] != "":
            s, cur = s[1:], True
        elif s[-1:] in SYMBOLS and s[-1:] != "":
            s, cur = s[:-1].rstrip(" \u00a0\u2009"), True
    if cur and not signed and s[:1] in "+-−":
        sign = -1 if s[0] != "+" else 1
        s = s[1:]
        signed = True
    pct = False
    if s.endswith("%"):
        if cur:
            return UNREADABLE
        s, pct = s[:-1], True
    if neg and signed:
        return UNREADABLE
    dec = "." if fmt == "decimal_point" else ","
    grp = "," if fmt == "decimal_point" else "."
    m = re.fullmatch(r"(\d+)(?:" + re.escape(dec) + r"(\d+))?(?:[eE]([+-]?\d+))?", s)
    if m:
        ip, fp, ex = m.group(1), m.group(2) or "", m.group(3)
    else:
        m = None
        for g in (grp, " ", "\u00a0", "\u2009", "'"):
            m = re.fullmatch(r"(\d{1,3}(?:" + re.escape(g) + r"\d{3})+)(?:" + re.escape(dec) + r"(\d+))?", s)
            if m:
                break
        if not m:
            return UNREADABLE
        ip, fp, ex = re.sub(r"\D", "", m.group(1)), m.group(2) or "", None
    e = int(ex) if ex is not None else 0
    if abs(e) > 100:
        return UNREADABLE
    if len(fp) > 40 or len((ip + fp).lstrip("0")) > 40:
        return UNREADABLE
    v = Fraction(int(ip + fp), 10 ** len(fp)) * Fraction(10) ** e
    if abs(v) >= Fraction(10) ** 60:
        return UNREADABLE
    if pct:
        v /= 100
    v *= sign
    if neg:
        v = -v
    return v


def parse_table(text):
    """-> (header, rows [(rownum, cells)], ragged [rownums]); raises CsvError(reason)"""
    if text.startswith("\ufeff"):
        text = text[1:]
    first = next((ln for ln in text.split("\n") if ln.strip(SPACES + "\r")), "")
    delim = ","
    for d in (",", ";", "\t", "|"):
        if d in first:
            delim = d
            break
    try:
        recs = list(csv.reader(io.StringIO(text, newline=""), delimiter=delim, quotechar='"', doublequote=True, strict=True))
    except csv.Error as e:
        raise CsvError("CSV_MALFORMED") from e
    header = None
    rows, ragged = [], []
    for i, rec in enumerate(recs, start=1):
        blank = all(f.strip(SPACES) == "" for f in rec)
        if header is None:
            if blank:
                continue
            header = [h.strip(SPACES) for h in rec]
            low = [h.lower() for h in header if h]
            if len(set(low)) != len(low):
                raise CsvError("CSV_DUPLICATE_COLUMNS")
            continue
        if blank:
            continue
        if len(rec) != len(header):
            ragged.append(i)
            continue
        rows.append((i, rec))
    return header, rows, ragged


def norm(name):
    return re.sub(r"[ _]+", " ", name.strip().lower())


class Table:
    def __init__(self, text, fmt):
        self.header, self.rows, self.ragged = parse_table(text)
        self.fmt = fmt
        self.idx = {norm(h): i for i, h in enumerate(self.header) if h}

    def col(self, name):
        return self.idx[norm(name)]

    def cell(self, row, name):
        return row[1][self.col(name)]

    def num(self, row, name):
        return read_number(self.cell(row, name), self.fmt)

    def numeric_column(self, name):
        return any(isinstance(self.num(r, name), Fraction) for r in self.rows)


def test_cond(t, row, cond, unread):
    col, op, kind, val = cond
    if kind == "num":
        lit = read_number(val, t.fmt)
        assert isinstance(lit, Fraction), val
        v = t.num(row, col)
        if v is MISSINGV:
            return False
        if v is UNREADABLE:
            unread.add((col, row[0]))
            return False
        return {"=": v == lit, "!=": v != lit, "<": v < lit, "<=": v <= lit, ">": v > lit, ">=": v >= lit}[op]
    if kind == "between":
        lo, hi = (read_number(x, t.fmt) for x in val)
        v = t.num(row, col)
        if v is MISSINGV:
            return False
        if v is UNREADABLE:
            unread.add((col, row[0]))
            return False
        return lo <= v <= hi
    # text
    c = t.cell(row, col)
    missing = read_number(c, t.fmt) is MISSINGV
    if op == "!=":
        return missing or c.strip(SPACES).lower() != val.lower()
    if missing:
        return False
    return c.strip(SPACES).lower() == val.lower()


def select(t, where, unread):
    """where: None | list of conditions (AND) | {"or": [list, list, ...]}"""
    if not where:
        return list(t.rows)
    out = []
    groups = where["or"] if isinstance(where, dict) else [where]
    for r in t.rows:
        # every condition is evaluated so every unreadable cell of a compared column is seen
        res = [all([test_cond(t, r, c, unread) for c in g]) for g in groups]
        if any(res):
            out.append(r)
    # the doc: every unreadable cell of a column the where clause compares numerically makes the answer PARTIAL
    for g in groups:
        for c in g:
            if c[2] in ("num", "between"):
                for r in t.rows:
                    if t.num(r, c[0]) is UNREADABLE:
                        unread.add((c[0], r[0]))
    return out


def values(t, rows, col, unread):
    vs = []
    for r in rows:
        v = t.num(r, col)
        if v is MISSINGV:
            continue
        if v is UNREADABLE:
            unread.add((col, r[0]))
            continue
        vs.append(v)
    return vs


def quantile(vs, p):
    s = sorted(vs)
    h = (len(s) - 1) * Fraction(p)
    lo = int(h)
    if lo + 1 >= len(s):
        return s[lo]
    return s[lo] + (h - lo) * (s[lo + 1] - s[lo])


def variance(vs, pop=False):
    n = len(vs)
    m = sum(vs) / n
    ss = sum((v - m) ** 2 for v in vs)
    return ss / (n if pop else n - 1)


def signed_sqrt(sign, q):
    """sign * sqrt(q) as a correctly rounded double (q rational >= 0)"""
    d = (Decimal(q.numerator) / Decimal(q.denominator)).sqrt()
    return float(d) * sign


def canonical(v):
    """canonical decimal text of a Fraction that terminates"""
    if v.denominator == 1:
        return str(v.numerator)
    d = Decimal(v.numerator) / Decimal(v.denominator)
    s = format(d, "f").rstrip("0").rstrip(".")
    return s


def exact(v):
    return {"exact": f"{v.numerator}/{v.denominator}" if v.denominator != 1 else str(v.numerator), "double": float(v)}


def irr(x):
    return {"irrational": True, "double": x}


def stat(t, rows, spec, unread):
    s = spec["stat"]
    if s == "rows":
        return exact(Fraction(len(rows)))
    col = spec.get("col")
    if s == "count":
        if t.numeric_column(col):
            return exact(Fraction(len(values(t, rows, col, unread))))
        return exact(Fraction(sum(1 for r in rows if read_number(t.cell(r, col), t.fmt) is not MISSINGV)))
    if s == "distinct":
        keys = set()
        for r in rows:
            c = t.cell(r, col)
            v = read_number(c, t.fmt)
            if v is MISSINGV:
                continue
            keys.add(canonical(v) if isinstance(v, Fraction) else c.strip(SPACES))
        return exact(Fraction(len(keys)))
    if s in ("corr", "slope", "intercept", "regression"):
        y, x = spec["y"], spec["x"]
        xs, ys = [], []
        for r in rows:
            a, b = t.num(r, x), t.num(r, y)
            if a is UNREADABLE:
                unread.add((x, r[0]))
            if b is UNREADABLE:
                unread.add((y, r[0]))
            if isinstance(a, Fraction) and isinstance(b, Fraction):
                xs.append(a)
                ys.append(b)
        n = len(xs)
        mx, my = sum(xs) / n, sum(ys) / n
        sxy = sum((a - mx) * (b - my) for a, b in zip(xs, ys))
        sxx = sum((a - mx) ** 2 for a in xs)
        syy = sum((b - my) ** 2 for b in ys)
        if s == "corr":
            return irr(signed_sqrt(1 if sxy >= 0 else -1, sxy * sxy / (sxx * syy)))
        slope = sxy / sxx
        icpt = my - slope * mx
        if s == "slope":
            return exact(slope)
        if s == "intercept":
            return exact(icpt)
        return {"slope": exact(slope), "intercept": exact(icpt)}
    if s == "welch":
        g = spec["group"]
        parts = []
        for name in spec["levels"]:
            sub = [r for r in rows if t.cell(r, g).strip(SPACES).lower() == name.lower()]
            parts.append(values(t, sub, col, unread))
        (a, b) = parts
        va, vb = variance(a) / len(a), variance(b) / len(b)
        diff = sum(a) / len(a) - sum(b) / len(b)
        tq = diff * diff / (va + vb)
        df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
        return {"t": irr(signed_sqrt(1 if diff >= 0 else -1, tq)), "df": exact(df)}
    vs = values(t, rows, col, unread)
    if s == "sum":
        return exact(sum(vs, Fraction(0)))
    if s == "mean":
        return exact(sum(vs) / len(vs))
    if s == "min":
        return exact(min(vs))
    if s == "max":
        return exact(max(vs))
    if s == "range":
        return exact(max(vs) - min(vs))
    if s == "quantile":
        return exact(quantile(vs, Fraction(spec["p"])))
    if s == "iqr":
        return exact(quantile(vs, Fraction(3, 4)) - quantile(vs, Fraction(1, 4)))
    if s == "mode":
        counts = {}
        for v in vs:
            counts[v] = counts.get(v, 0) + 1
        top = max(counts.values())
        return exact(min(v for v, c in counts.items() if c == top))
    if s == "var":
        return exact(variance(vs, spec.get("pop", False)))
    if s == "sd":
        return irr(signed_sqrt(1, variance(vs, spec.get("pop", False))))
    if s == "ttest":
        mu = Fraction(spec["mu"])
        n = len(vs)
        diff = sum(vs) / n - mu
        return irr(signed_sqrt(1 if diff >= 0 else -1, diff * diff * n / variance(vs)))
    raise ValueError(s)


def label(case):
    spec = case["spec"]
    try:
        t = Table(case["csv"], case.get("number_format", "decimal_point"))
    except CsvError as e:
        return {"expect": "400", "reason": str(e)}
    unread = set()
    rows = select(t, spec.get("where"), unread)
    if spec.get("by"):
        groups = {}
        for r in rows:
            c = t.cell(r, spec["by"])
            v = read_number(c, t.fmt)
            k = "(empty)" if v is MISSINGV else canonical(v) if isinstance(v, Fraction) else c.strip(SPACES)
            groups.setdefault(k, []).append(r)
        value = {k: stat(t, rs, spec, unread) for k, rs in groups.items()}
    else:
        value = stat(t, rows, spec, unread)
    partial = bool(t.ragged) or bool(unread)
    return {
        "expect": "PARTIAL" if partial else "SUCCESS",
        "value": value,
        "ragged": len(t.ragged),
        "ragged_rows": t.ragged,
        "unreadable": len(unread),
        "rows": len(t.rows),
    }


def build():
    sys.path.insert(0, str(Path(__file__).parent))
    from cases_src import CASES

    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    cases, labels = [], {}
    for c in CASES:
        out = {k: c[k] for k in ("id", "category", "query", "csv") if k in c}
        if c.get("number_format"):
            out["number_format"] = c["number_format"]
        out["spec"] = c["spec"]
        cases.append(out)
        labels[c["id"]] = label(c)
    return {"round": 4, "engine": "stats", "cases": cases, "labels": labels}


if __name__ == "__main__":
    doc = build()
    path = Path(__file__).parent / "cases.json"
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    if "--check" in sys.argv:
        same = path.read_text(encoding="utf-8") == text
        print("cases.json matches the oracle" if same else "cases.json DIFFERS from the oracle")
        sys.exit(0 if same else 1)
    path.write_text(text, encoding="utf-8")
    from collections import Counter

    print(len(doc["cases"]), "cases", dict(Counter(l["expect"] for l in doc["labels"].values())))
    print(dict(Counter(c["category"] for c in doc["cases"])))
