#!/usr/bin/env python3
"""Round-6 stats held-out oracle: labels every case of cases_src.py from the documented rules (docs/stats.md) only.

CSV records come from Python's csv module (strict RFC 4180 quoting), numbers are exact Fractions read by an
independent implementation of the documented number rule, and every statistic is computed exactly; square roots are
taken in `decimal` at 100 digits and rounded to the nearest double. The oracle never calls the service.
Run: python3 oracle.py  -> writes cases.json (cases + labels) and prints one line per case (oracle_output.txt).
"""
import csv
import io
import json
import math
import re
import sys
from decimal import Decimal, getcontext
from fractions import Fraction
from pathlib import Path

getcontext().prec = 100
MISSING = object()
UNREADABLE = object()
MARKERS = {"na", "n/a", "nan", "null", "none", "#n/a"}
SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = "USD EUR GBP JPY CHF CAD AUD CNY INR SEK NOK DKK PLN BRL".split()
WS = " \t\u00a0\u2009\u202f"


class Malformed(Exception):
    pass


def strip(s):
    return s.strip(WS + "\r\n")


def core_number(s, fmt):
    """sign? digits (grouped strictly in threes, one separator kind) (dec fraction)? (exponent, not with grouping)?"""
    dec = "." if fmt == "decimal_point" else ","
    groups = ["," if fmt == "decimal_point" else ".", " ", "\u00a0", "\u2009", "'"]
    m = re.fullmatch(r"([+\-\u2212]?)(.*)", s, re.S)
    sign, rest = m.group(1), m.group(2)
    mexp = re.fullmatch(r"(.*?)(?:[eE]([+\-]?\d+))?", rest, re.S)
    body, exp = mexp.group(1), mexp.group(2)
    if dec in body:
        ip, fp = body.split(dec, 1)
        if not re.fullmatch(r"\d+", fp):
            return None
    else:
        ip, fp = body, ""
    if re.fullmatch(r"\d+", ip):
        grouped = False
    else:
        grouped = False
        for g in groups:
            if re.fullmatch(r"\d{1,3}(?:" + re.escape(g) + r"\d{3})+", ip):
                grouped = True
                ip = ip.replace(g, "")
                break
        if not grouped:
            return None
    if exp is not None:
        if grouped:
            return None
        if abs(int(exp)) > 100:
            return None
    digits = ip + fp
    m_int = int(digits)
    s_places = len(fp)
    e = int(exp) if exp is not None else 0
    value = Fraction(m_int, 10 ** s_places) * (Fraction(10) ** e)
    # limits: 40 significant digits, 40 decimal places, magnitude below 10^60
    sig = digits.lstrip("0").rstrip("0") or "0"
    if len(sig) > 40:
        return None
    places = s_places - e
    if places > 40 and value != 0:
        # decimal places of the value as written m / 10^s
        v = value
        k = 0
        while v.denominator != 1 and k <= 41:
            v *= 10
            k += 1
        if k > 40:
            return None
    if abs(value) >= Fraction(10) ** 60:
        return None
    return -value if sign in ("-", "\u2212") else value


def read_number(cell, fmt="decimal_point"):
    s = strip(cell)
    if s == "" or s.lower() in MARKERS:
        return MISSING
    if s.lower() == "true":
        return Fraction(1)
    if s.lower() == "false":
        return Fraction(0)
    if len(s) > 160:
        return UNREADABLE
    acct = False
    if s.startswith("(") and s.endswith(")"):
        acct = True
        s = s[1:-1]
    pct = False
    if s.endswith("%"):
        pct = True
        s = s[:-1]
    cur = False
    # currency prefix (sign may precede it or follow it), or suffix
    m = re.fullmatch(r"([+\-\u2212]?)([" + re.escape(SYMBOLS) + r"])(.*)", s, re.S)
    if m:
        cur = True
        s = m.group(1) + m.group(3) if m.group(1) else m.group(3)
    else:
        m = re.fullmatch(r"([+\-\u2212]?)(" + "|".join(ISO) + r") (.*)", s, re.S)
        if m:
            cur = True
            s = m.group(1) + m.group(3)
        else:
            m = re.fullmatch(r"(.*?) ?([" + re.escape(SYMBOLS) + r"])", s, re.S)
            if m:
                cur = True
                s = m.group(1)
            else:
                m = re.fullmatch(r"(.*) (" + "|".join(ISO) + r")", s, re.S)
                if m:
                    cur = True
                    s = m.group(1)
    if cur and pct:
        return UNREADABLE
    if acct and re.match(r"[+\-\u2212]", s):
        return UNREADABLE
    v = core_number(s, fmt)
    if v is None:
        return UNREADABLE
    if pct:
        v = v / 100
    if acct:
        v = -v
    return v


# ---------------------------------------------------------------- CSV


def detect_delimiter(text):
    for line in text.splitlines():
        if line.strip(WS) == "":
            continue
        found = [d for d in (",", ";", "\t", "|") if d in line]
        if len(found) > 1:
            raise ValueError(f"ambiguous header line {line!r}")
        return found[0] if found else ","
    return ","


def parse_csv(text):
    if text.startswith("\ufeff"):
        text = text[1:]
    delim = detect_delimiter(text)
    try:
        recs = list(csv.reader(io.StringIO(text, newline=""), delimiter=delim, strict=True))
    except csv.Error as e:
        raise Malformed(str(e))
    # Python's csv accepts a quote that never closes at end of input: refuse it as the contract does
    if text.count('"') % 2 == 1:
        raise Malformed("a quote never closes")
    numbered = [(i + 1, r) for i, r in enumerate(recs)]
    blank = lambda r: all(strip(f) == "" for f in r)
    header_i = next(i for i, (_, r) in enumerate(numbered) if not blank(r))
    hrow_no, header = numbered[header_i]
    names = [strip(h) for h in header]
    low = [n.lower() for n in names if n != ""]
    if len(set(low)) != len(low):
        return {"duplicate": True}
    rows, ragged = [], []
    base = hrow_no - 1  # spreadsheet numbering: header is row 1
    for no, r in numbered[header_i + 1 :]:
        if blank(r):
            continue
        if len(r) != len(header):
            ragged.append(no - base)
            continue
        rows.append(dict(zip([n.lower() for n in names], r)))
    return {"names": names, "rows": rows, "ragged": ragged, "delim": delim}


# ---------------------------------------------------------------- statistics


def col_key(name):
    return name.lower()


def atom_test(row, atom, fmt, numeric_cols):
    col, op, val, quoted = atom
    cell = row[col_key(col)]
    v = None if quoted else read_number(val, fmt)
    if v is not None and v is not MISSING and v is not UNREADABLE:
        numeric_cols.add(col_key(col))
        c = read_number(cell, fmt)
        if c is MISSING or c is UNREADABLE:
            return False
        return {"=": c == v, "!=": c != v, "<": c < v, "<=": c <= v, ">": c > v, ">=": c >= v}[op]
    t = strip(cell)
    if t == "" or t.lower() in MARKERS:
        return op == "!="
    a, b = t.lower(), val.lower()
    if op == "=":
        return a == b
    if op == "!=":
        return a != b
    raise ValueError("text order test not used")


def select(rows, where, fmt):
    numeric_cols = set()
    if not where:
        return list(rows), numeric_cols
    out = []
    for r in rows:
        ok = any(all(atom_test(r, a, fmt, numeric_cols) for a in conj) for conj in where)
        if ok:
            out.append(r)
    # evaluate every atom on every row so the numerically compared columns are known
    for r in rows:
        for conj in where:
            for a in conj:
                atom_test(r, a, fmt, numeric_cols)
    return out, numeric_cols


def quantile(xs, p):
    xs = sorted(xs)
    n = len(xs)
    h = (n - 1) * p
    lo = math.floor(h)
    if lo + 1 >= n:
        return xs[lo]
    return xs[lo] + (h - lo) * (xs[lo + 1] - xs[lo])


def var(xs, pop=False):
    n = len(xs)
    m = sum(xs, Fraction(0)) / n
    ss = sum(((x - m) ** 2 for x in xs), Fraction(0))
    return ss / (n if pop else n - 1)


def exact_text(q):
    q = Fraction(q)
    d = q.denominator
    k2 = k5 = 0
    while d % 2 == 0:
        d //= 2
        k2 += 1
    while d % 5 == 0:
        d //= 5
        k5 += 1
    if d != 1:
        return f"{q.numerator}/{q.denominator}"
    k = max(k2, k5)
    n = q * 10**k
    assert n.denominator == 1
    n = n.numerator
    sign = "-" if n < 0 else ""
    s = str(abs(n)).rjust(k + 1, "0")
    if k:
        s = s[:-k] + "." + s[-k:]
        s = s.rstrip("0").rstrip(".")
    return sign + s


def rat(q):
    return {"exact": exact_text(q), "double": float(Fraction(q))}


def sqrt_signed(q2, sign):
    """± sqrt of a non-negative rational, to the nearest double"""
    q2 = Fraction(q2)
    d = (Decimal(q2.numerator) / Decimal(q2.denominator)).sqrt()
    v = float(d)
    return {"irrational": True, "double": -v if sign < 0 else v}


def canon_key(cell, fmt):
    v = read_number(cell, fmt)
    if v is MISSING:
        return "(empty)"
    if v is UNREADABLE:
        return strip(cell)
    return exact_text(v)


def compute(case):
    fmt = case.get("number_format") or "decimal_point"
    try:
        t = parse_csv(case["csv"])
    except Malformed:
        return {"expect": "400", "reason": "CSV_MALFORMED"}
    if t.get("duplicate"):
        return {"expect": "400", "reason": "CSV_DUPLICATE_COLUMNS"}
    spec = case["spec"]
    stat = spec["stat"]
    file_rows = t["rows"]
    sel, numeric_where = select(file_rows, spec.get("where"), fmt)
    unreadable = 0
    for c in numeric_where:
        unreadable += sum(1 for r in file_rows if read_number(r[c], fmt) is UNREADABLE)

    def nums(rows, col, count_mode=False):
        nonlocal unreadable
        col = col_key(col)
        vals = [read_number(r[col], fmt) for r in rows]
        has_number = any(isinstance(read_number(r[col], fmt), Fraction) for r in file_rows)
        if count_mode and not has_number:
            return [1 for r in rows if read_number(r[col], fmt) is not MISSING]
        unreadable += sum(1 for v in vals if v is UNREADABLE)
        return [v for v in vals if isinstance(v, Fraction)]

    def scalar(rows):
        if stat == "rows":
            return rat(len(rows))
        if stat == "count":
            return rat(len(nums(rows, spec["col"], True)))
        if stat == "distinct":
            keys = set()
            for r in rows:
                k = canon_key(r[col_key(spec["col"])], fmt)
                if k != "(empty)":
                    keys.add(k)
            return rat(len(keys))
        if stat in ("corr", "slope", "intercept", "linreg"):
            xs, ys = [], []
            for r in rows:
                x = read_number(r[col_key(spec["x"])], fmt)
                y = read_number(r[col_key(spec["y"])], fmt)
                if isinstance(x, Fraction) and isinstance(y, Fraction):
                    xs.append(x)
                    ys.append(y)
            n = len(xs)
            mx, my = sum(xs) / n, sum(ys) / n
            sxy = sum((a - mx) * (b - my) for a, b in zip(xs, ys))
            sxx = sum((a - mx) ** 2 for a in xs)
            syy = sum((b - my) ** 2 for b in ys)
            if stat == "corr":
                return sqrt_signed(sxy * sxy / (sxx * syy), 1 if sxy >= 0 else -1)
            slope = sxy / sxx
            icpt = my - slope * mx
            if stat == "slope":
                return rat(slope)
            if stat == "intercept":
                return rat(icpt)
            return {"slope": rat(slope), "intercept": rat(icpt)}
        if stat == "welch":
            g = col_key(spec["g"])
            a = nums([r for r in rows if strip(r[g]).lower() == spec["a"].lower()], spec["col"])
            b = nums([r for r in rows if strip(r[g]).lower() == spec["b"].lower()], spec["col"])
            va, vb = var(a) / len(a), var(b) / len(b)
            diff = sum(a) / len(a) - sum(b) / len(b)
            t2 = diff * diff / (va + vb)
            df = (va + vb) ** 2 / (va**2 / (len(a) - 1) + vb**2 / (len(b) - 1))
            return {"t": sqrt_signed(t2, 1 if diff >= 0 else -1), "df": rat(df)}
        xs = nums(rows, spec["col"])
        if stat == "sum":
            return rat(sum(xs, Fraction(0)))
        if stat == "mean":
            return rat(sum(xs, Fraction(0)) / len(xs))
        if stat == "min":
            return rat(min(xs))
        if stat == "max":
            return rat(max(xs))
        if stat == "range":
            return rat(max(xs) - min(xs))
        if stat == "median":
            return rat(quantile(xs, Fraction(1, 2)))
        if stat == "q":
            return rat(quantile(xs, Fraction(spec["p"])))
        if stat == "iqr":
            return rat(quantile(xs, Fraction(3, 4)) - quantile(xs, Fraction(1, 4)))
        if stat == "mode":
            counts = {}
            for x in xs:
                counts[x] = counts.get(x, 0) + 1
            best = max(counts.values())
            return rat(min(x for x, c in counts.items() if c == best))
        if stat == "var":
            return rat(var(xs))
        if stat == "pvar":
            return rat(var(xs, True))
        if stat == "sd":
            return sqrt_signed(var(xs), 1)
        if stat == "psd":
            return sqrt_signed(var(xs, True), 1)
        if stat == "t1":
            n = len(xs)
            mu = Fraction(spec["mu"])
            diff = sum(xs) / n - mu
            return sqrt_signed(diff * diff * n / var(xs), 1 if diff >= 0 else -1)
        raise ValueError(stat)

    if spec.get("by"):
        by = col_key(spec["by"])
        groups = {}
        for r in sel:
            groups.setdefault(canon_key(r[by], fmt), []).append(r)
        value = {k: scalar(rs) for k, rs in sorted(groups.items())}
    else:
        value = scalar(sel)
    ragged = len(t["ragged"])
    expect = "PARTIAL" if (ragged or unreadable) else "SUCCESS"
    return {"expect": expect, "value": value, "ragged": ragged, "ragged_rows": t["ragged"], "unreadable": unreadable,
            "rows_selected": len(sel)}


def main():
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    from cases_src import CASES

    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    labels, out_cases, lines = {}, [], []
    for c in CASES:
        lab = compute(c)
        labels[c["id"]] = lab
        oc = {k: c[k] for k in ("id", "category", "csv", "query") if k in c}
        if c.get("number_format"):
            oc["number_format"] = c["number_format"]
        oc["note"] = c.get("note", "")
        out_cases.append(oc)
        v = lab.get("value")
        shown = json.dumps(v, ensure_ascii=False) if v is not None else lab.get("reason")
        lines.append(f"{c['id']:<6} {c['category']:<11} {lab['expect']:<8} ragged={lab.get('ragged', '-')} "
                     f"unreadable={lab.get('unreadable', '-')} [{c['query']}] -> {shown}")
    doc = {
        "description": "Verdict stats held-out set, round 6: written from docs/stats.md, README.md and docs/openapi.md only; labels from oracle.py",
        "cases": out_cases,
        "labels": labels,
    }
    (here / "cases.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (here / "oracle_output.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    from collections import Counter
    print(Counter(l["expect"] for l in labels.values()))
    print(Counter(c["category"] for c in CASES))


if __name__ == "__main__":
    main()
