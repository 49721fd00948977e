#!/usr/bin/env python3
"""Labels of the held-out stats set, computed independently of Verdict.

Each CSV file is parsed with Python's `csv` module (strict RFC 4180 quoting); each cell is read with the number
and missing-value rule exactly as docs/stats.md states it ("Cells: the number rule"), reimplemented here from the
text of the docs; every statistic is computed with `fractions.Fraction` (square roots: `decimal` at 80 digits, then
the nearest double).

Label kinds (field `expect`):
  "value"        the answer must be this value; SUCCESS with it is correct, SUCCESS with any other value is a
                 wrong number; PARTIAL / ERROR / 4xx are refusals (not wrong, but not a success either).
  "not_success"  the file or the cells make a complete exact answer impossible under the documented rules or the
                 row rule of issue 27 (ragged rows are never cut or padded silently); SUCCESS is wrong whatever
                 number it carries. PARTIAL, ERROR or a 4xx is correct.

    python3 oracle.py            # recompute; fail (exit 1) when cases.json disagrees; write it when absent
    python3 oracle.py --write    # recompute and overwrite cases.json
"""
import csv
import io
import json
import math
import os
import re
import sys
from decimal import Decimal, getcontext
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
getcontext().prec = 80

# ───────────────────────────── the number rule (docs/stats.md) ─────────────────────────────

AROUND = " \u00a0\u2009"  # spaces around the cell: space, no-break space, thin space
MISSING_TOKENS = {"na", "n/a", "nan", "null", "none", "#n/a"}
SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = {"USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "SEK", "NOK", "DKK", "PLN", "BRL"}
SIGNS = "+-\u2212"
MISSING = "missing"
UNREADABLE = "unreadable"


def _body(s, fmt):
    """Digits with optional grouping, decimal part and exponent -> Fraction or None."""
    dec = "." if fmt == "decimal_point" else ","
    kinds = ["," if fmt == "decimal_point" else ".", " ", "\u00a0", "\u2009", "'"]
    d = re.escape(dec)
    m = re.fullmatch(r"(\d+)(?:" + d + r"(\d+))?(?:[eE]([+-]?\d+))?", s)
    if m:
        ip, fp, ex = m.group(1), m.group(2) or "", m.group(3)
    else:
        for g in kinds:
            m = re.fullmatch(r"(\d{1,3}(?:" + re.escape(g) + r"\d{3})+)(?:" + d + r"(\d+))?", s)
            if m:
                ip, fp, ex = m.group(1).replace(g, ""), m.group(2) or "", None
                break
        else:
            return None
    exp = 0
    if ex is not None:
        exp = int(ex)
        if abs(exp) > 100:
            return None
    digits = (ip + fp).lstrip("0")
    if len(digits) > 40 or len(fp) > 40:
        return None
    v = Fraction(int(ip + fp), 10 ** len(fp)) * Fraction(10) ** exp
    if abs(v) >= Fraction(10) ** 60:
        return None
    return v


def read_cell(raw, fmt="decimal_point"):
    """-> Fraction, MISSING or UNREADABLE."""
    if len(raw) > 160:
        return UNREADABLE
    s = raw.strip(AROUND)
    if s == "":
        return MISSING
    low = s.lower()
    if low in MISSING_TOKENS:
        return MISSING
    if low == "true":
        return Fraction(1)
    if low == "false":
        return Fraction(0)
    paren = len(s) >= 2 and s[0] == "(" and s[-1] == ")"
    if paren:
        s = s[1:-1]
    pct = s.endswith("%")
    if pct:
        s = s[:-1]
    sign, cur = "", None
    if s[:1] and s[0] in SIGNS:
        sign, s = s[0], s[1:]
    if s[:1] and s[0] in SYMBOLS:
        cur, s = s[0], s[1:]
    elif len(s) > 4 and s[:3] in ISO and s[3] == " ":
        cur, s = s[:3], s[4:]
    if cur and not sign and s[:1] and s[0] in SIGNS:
        sign, s = s[0], s[1:]
    if cur is None:
        if s[-1:] and s[-1] in SYMBOLS:
            cur, s = s[-1], s[:-1]
            if s.endswith(" "):
                s = s[:-1]
        elif len(s) > 4 and s[-3:] in ISO and s[-4] == " ":
            cur, s = s[-3:], s[:-4]
    if pct and cur:
        return UNREADABLE
    if paren and sign:
        return UNREADABLE
    v = _body(s, fmt)
    if v is None:
        return UNREADABLE
    if sign in ("-", "\u2212"):
        v = -v
    if paren:
        v = -v
    if pct:
        v = v / 100
    return v


# ───────────────────────────── the file ─────────────────────────────

class Table:
    pass


def parse(path):
    data = open(path, "rb").read()
    text = data.decode("utf-8")
    if text.startswith("\ufeff"):
        text = text[1:]
    first = re.split(r"\r\n|\n|\r", text, maxsplit=1)[0]
    found = [d for d in [",", ";", "\t", "|"] if d in first]
    assert len(found) <= 1, f"{path}: the header line holds more than one candidate delimiter"
    delim = found[0] if found else ","
    t = Table()
    t.problems = []
    try:
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delim, strict=True))
    except csv.Error as e:
        t.problems.append(f"malformed CSV ({e})")
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delim))
    header = [h.strip(AROUND) for h in records[0]]
    t.header = header
    lowered = [h.lower() for h in header if h != ""]
    if len(set(lowered)) != len(lowered):
        t.problems.append("duplicate header names (ignoring case): a 400 by the docs")
    t.rows = []
    for rec in records[1:]:
        if all(c.strip(AROUND + "\t\r\n") == "" for c in rec):
            continue  # records whose every field is blank are skipped (docs)
        if len(rec) != len(header):
            t.problems.append(f"ragged record: {len(rec)} cells under a header of {len(header)}")
        t.rows.append(rec + [""] * (len(header) - len(rec)))
    return t


# ───────────────────────────── statistics ─────────────────────────────

class NotSuccess(Exception):
    pass


def col_index(t, name):
    return t.header.index(name)


def cond_holds(t, row, c, fmt, numeric_where):
    i = col_index(t, c["col"])
    cell = row[i]
    val = None if c["quoted"] else read_cell(c["value"], fmt)
    op = c["op"]
    if isinstance(val, Fraction):
        numeric_where.add(i)
        x = read_cell(cell, fmt)
        if not isinstance(x, Fraction):
            return False
        return {"=": x == val, "!=": x != val, "<": x < val, "<=": x <= val, ">": x > val, ">=": x >= val}[op]
    a, b = cell.strip(AROUND).lower(), c["value"].strip().lower()
    assert op in ("=", "!="), "text comparisons in this set are = and != only"
    return (a == b) if op == "=" else (a != b)


def select(t, spec, fmt):
    where = spec.get("where")
    numeric_where = set()
    if not where:
        return list(t.rows)
    out = []
    for r in t.rows:
        if any(all(cond_holds(t, r, c, fmt, numeric_where) for c in conj) for conj in where):
            out.append(r)
    for i in numeric_where:
        if any(read_cell(r[i], fmt) == UNREADABLE for r in t.rows):
            raise NotSuccess(f"unreadable cell in column {t.header[i]!r} compared numerically by the where clause")
    return out


def values(t, rows, col, fmt):
    i = col_index(t, col)
    vs = []
    for r in rows:
        x = read_cell(r[i], fmt)
        if x == UNREADABLE:
            raise NotSuccess(f"unreadable cell {r[i]!r} in aggregated column {col!r}")
        if x != MISSING:
            vs.append(x)
    return vs


def quantile(vs, p):
    xs = sorted(vs)
    h = (len(xs) - 1) * p
    lo = math.floor(h)
    if lo + 1 >= len(xs):
        return xs[-1]
    return xs[lo] + (h - lo) * (xs[lo + 1] - xs[lo])


def mean(vs):
    return sum(vs, Fraction(0)) / len(vs)


def var(vs, ddof):
    m = mean(vs)
    return sum(((x - m) ** 2 for x in vs), Fraction(0)) / (len(vs) - ddof)


class Root:
    """sign * sqrt(q), q a non-negative Fraction."""

    def __init__(self, sign, q):
        self.sign, self.q = sign, q


def group_key(cell, fmt):
    x = read_cell(cell, fmt)
    if x == MISSING and cell.strip(AROUND) == "":
        return "(empty)"
    if isinstance(x, Fraction):
        return canonical(x)
    return cell.strip(AROUND)


def stat(t, rows, spec, fmt):
    fn = spec["fn"]
    if fn == "rows":
        return Fraction(len(rows))
    if fn == "distinct":
        return Fraction(len({group_key(r[col_index(t, spec["col"])], fmt) for r in rows}))
    if fn in ("corr", "slope", "intercept"):
        i, j = col_index(t, spec["col"]), col_index(t, spec["col2"])
        pairs = []
        for r in rows:
            a, b = read_cell(r[i], fmt), read_cell(r[j], fmt)
            if UNREADABLE in (a, b):
                raise NotSuccess("unreadable cell in a paired column")
            if isinstance(a, Fraction) and isinstance(b, Fraction):
                pairs.append((a, b))
        if fn == "corr":
            xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
        else:  # "slope of y on x": col = y, col2 = x
            ys, xs = [p[0] for p in pairs], [p[1] for p in pairs]
        mx, my = mean(xs), mean(ys)
        sxy = sum(((x - mx) * (y - my) for x, y in zip(xs, ys)), Fraction(0))
        sxx = sum(((x - mx) ** 2 for x in xs), Fraction(0))
        syy = sum(((y - my) ** 2 for y in ys), Fraction(0))
        if fn == "corr":
            return Root((sxy > 0) - (sxy < 0), sxy * sxy / (sxx * syy))
        slope = sxy / sxx
        return slope if fn == "slope" else my - slope * mx
    vs = values(t, rows, spec["col"], fmt)
    if fn == "count":
        return Fraction(len(vs))
    if not vs:
        raise NotSuccess("no values")
    if fn == "sum":
        return sum(vs, Fraction(0))
    if fn == "mean":
        return mean(vs)
    if fn == "min":
        return min(vs)
    if fn == "max":
        return max(vs)
    if fn == "range":
        return max(vs) - min(vs)
    if fn == "median":
        return quantile(vs, Fraction(1, 2))
    if fn == "quantile":
        return quantile(vs, Fraction(spec["p"]))
    if fn == "iqr":
        return quantile(vs, Fraction(3, 4)) - quantile(vs, Fraction(1, 4))
    if fn == "mode":
        counts = {}
        for x in vs:
            counts[x] = counts.get(x, 0) + 1
        top = max(counts.values())
        return min(x for x, c in counts.items() if c == top)
    if fn == "var":
        return var(vs, 1)
    if fn == "pvar":
        return var(vs, 0)
    if fn == "sd":
        return Root(1, var(vs, 1))
    if fn == "psd":
        return Root(1, var(vs, 0))
    if fn == "ttest":
        mu = Fraction(spec["mu"])
        d = mean(vs) - mu
        return Root((d > 0) - (d < 0), d * d * len(vs) / var(vs, 1))
    raise ValueError(fn)


# ───────────────────────────── printing ─────────────────────────────

def canonical(x):
    """Exact decimal text when it terminates within 60 places, else p/q."""
    den = x.denominator
    twos = fives = 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    places = max(twos, fives)
    if den != 1 or places > 60:
        return f"{x.numerator}/{x.denominator}"
    n = abs(x.numerator) * (10 ** places) // x.denominator
    s = str(n)
    if places:
        s = s.rjust(places + 1, "0")
        s = (s[:-places] + "." + s[-places:]).rstrip("0").rstrip(".")
    return ("-" if x < 0 else "") + s


def nearest_double(x):
    """Correctly rounded double of a Fraction (Python's Fraction -> float is correctly rounded)."""
    return float(x)


def is_square(n):
    r = math.isqrt(n)
    return r * r == n


def value_label(v):
    if isinstance(v, Root):
        q = v.q
        if is_square(q.numerator) and is_square(q.denominator):
            r = v.sign * Fraction(math.isqrt(q.numerator), math.isqrt(q.denominator))
            return {"exact": canonical(r), "double": nearest_double(r)}
        root = Decimal(q.numerator) / Decimal(q.denominator)
        root = root.sqrt() * v.sign
        return {"exact": None, "decimal80": str(root), "double": float(root)}
    return {"exact": canonical(v), "double": nearest_double(v)}


def label(case):
    t = parse(os.path.join(HERE, "files", case["file"]))
    fmt = case.get("number_format", "decimal_point")
    spec = case["spec"]
    if t.problems:
        return {"expect": "not_success", "reason": "; ".join(sorted(set(t.problems)))}
    try:
        rows = select(t, spec, fmt)
        if spec.get("by"):
            gi = col_index(t, spec["by"])
            groups = {}
            for r in rows:
                groups.setdefault(group_key(r[gi], fmt), []).append(r)
            value = {k: value_label(stat(t, g, spec, fmt)) for k, g in sorted(groups.items())}
        else:
            value = value_label(stat(t, rows, spec, fmt))
    except NotSuccess as e:
        return {"expect": "not_success", "reason": str(e)}
    return {"expect": "value", "value": value}


def main():
    queries = json.load(open(os.path.join(HERE, "queries.json"), encoding="utf-8"))
    out = []
    for c in queries:
        case = dict(c)
        case["label"] = label(c)
        out.append(case)
    path = os.path.join(HERE, "cases.json")
    text = json.dumps(out, indent=1, ensure_ascii=False) + "\n"
    if os.path.exists(path) and "--write" not in sys.argv:
        old = json.load(open(path, encoding="utf-8"))
        bad = [(a["id"], a.get("label"), b["label"]) for a, b in zip(old, out) if a.get("label") != b["label"] or a["query"] != b["query"]]
        if bad or len(old) != len(out):
            for i, a, b in bad:
                print(f"{i}: committed {json.dumps(a)} != oracle {json.dumps(b)}")
            print(f"{len(bad)} labels disagree (or the case count changed); run with --write to replace them")
            sys.exit(1)
        print(f"{len(out)} labels agree with cases.json")
        return
    open(path, "w", encoding="utf-8").write(text)
    kinds = {}
    for c in out:
        k = (c["category"], c["label"]["expect"])
        kinds[k] = kinds.get(k, 0) + 1
    print(f"wrote {len(out)} cases")
    for k, n in sorted(kinds.items()):
        print(f"  {k[0]:<11} {k[1]:<12} {n}")


if __name__ == "__main__":
    main()
