#!/usr/bin/env python3
"""Labels for the round-3 stats held-out set, from docs/stats.md's rules, in exact arithmetic.

Each case (cases_src.py) has a CSV text (inline or a file under csv/ written by gen_csvs.py), the query in the documented
words, and the same statistic written as data for this oracle (stat, column, where, by). The CSV is parsed with Python's
csv module (strict RFC 4180 quoting), cells are read by numrule.py, statistics are computed with fractions.Fraction;
square roots (sd) with decimal at 80 digits, then rounded to the nearest double.

  python3 oracle.py           regenerate labels.json, fail if it differs from the committed one
  python3 oracle.py --write   (re)write labels.json
"""
import csv
import io
import json
import math
import os
import sys
from decimal import Decimal, getcontext
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from numrule import MISSING, UNREADABLE, is_missing, read_number  # noqa: E402
import cases_src  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


class BadFile(Exception):
    pass


def parse_csv(text):
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.replace("\r\n", "\n").split("\n")
    header_line = next((l for l in lines if l.strip(" \t,;|") != ""), "")
    delim = ","
    for d in [",", ";", "\t", "|"]:
        if d in header_line:
            delim = d
            break
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delim, strict=True)
    try:
        records = list(reader)
    except csv.Error as e:
        raise BadFile("CSV_MALFORMED: " + str(e))
    header = None
    rows, ragged, blank = [], 0, 0
    for rec in records:
        if all(f.strip(" \t\u00a0\u2009\u202f") == "" for f in rec):
            blank += 1
            continue
        if header is None:
            header = [h.strip() for h in rec]
            names = [h.lower() for h in header if h != ""]
            if len(names) != len(set(names)):
                raise BadFile("CSV_DUPLICATE_COLUMNS")
            continue
        if len(rec) != len(header):
            ragged += 1
            continue
        rows.append(rec)
    return header, rows, ragged, delim


def canon(v):
    """canonical decimal text of a Fraction with a terminating decimal"""
    if v.denominator == 1:
        return str(v.numerator)
    d = Decimal(v.numerator) / Decimal(v.denominator)
    s = format(d.normalize(), "f")
    return s


def cell_kind(text, fmt):
    v = read_number(text, fmt)
    return v


def matches(row, cols, cond, fmt, numeric_cols):
    col, op, val = cond
    cell = row[cols[col]]
    if isinstance(val, str) and val.startswith("'"):
        t = val.strip("'").lower()
        if is_missing(cell):
            return op == "!="
        c = cell.strip().lower()
        return {"=": c == t, "!=": c != t}[op]
    num = read_number(str(val), fmt)
    assert isinstance(num, Fraction), val
    x = read_number(cell, fmt)
    if not isinstance(x, Fraction):
        return False
    return {"=": x == num, "!=": x != num, "<": x < num, "<=": x <= num, ">": x > num, ">=": x >= num}[op]


def quantile(xs, p):
    xs = sorted(xs)
    n = len(xs)
    h = (n - 1) * p
    lo = math.floor(h)
    if lo + 1 >= n:
        return xs[-1]
    return xs[lo] + (h - lo) * (xs[lo + 1] - xs[lo])


def sample_var(xs):
    n = len(xs)
    m = sum(xs) / n
    return sum((x - m) ** 2 for x in xs) / (n - 1)


def sqrt_double(q):
    getcontext().prec = 80
    r = (Decimal(q.numerator) / Decimal(q.denominator)).sqrt()
    return float(r)


def stat_value(stat, cells, fmt, text_col, p=None):
    """cells: the column's cell texts in the selected rows. Returns (value, unreadable_count)."""
    if stat == "count" and text_col:
        return Fraction(sum(1 for c in cells if not is_missing(c))), 0
    if stat == "distinct":
        keys = set()
        for c in cells:
            if is_missing(c):
                continue
            v = read_number(c, fmt)
            keys.add(canon(v) if isinstance(v, Fraction) and not text_col else c.strip())
        return Fraction(len(keys)), 0
    nums, bad = [], 0
    for c in cells:
        v = read_number(c, fmt)
        if v is MISSING:
            continue
        if v is UNREADABLE:
            bad += 1
            continue
        nums.append(v)
    if stat == "count":
        return Fraction(len(nums)), bad
    if not nums:
        return None, bad
    if stat == "sum":
        return sum(nums, Fraction(0)), bad
    if stat == "mean":
        return sum(nums, Fraction(0)) / len(nums), bad
    if stat == "min":
        return min(nums), bad
    if stat == "max":
        return max(nums), bad
    if stat == "range":
        return max(nums) - min(nums), bad
    if stat == "median":
        return quantile(nums, Fraction(1, 2)), bad
    if stat == "quantile":
        return quantile(nums, Fraction(p)), bad
    if stat == "mode":
        counts = {}
        for x in nums:
            counts[x] = counts.get(x, 0) + 1
        best = max(counts.values())
        return min(x for x, k in counts.items() if k == best), bad
    if stat == "var":
        return sample_var(nums), bad
    if stat == "sd":
        return ("sqrt", sample_var(nums)), bad
    raise ValueError(stat)


def fr(v):
    if isinstance(v, tuple):
        return {"irrational": "sqrt", "of": f"{v[1].numerator}/{v[1].denominator}", "double": sqrt_double(v[1])}
    return {"exact": f"{v.numerator}/{v.denominator}", "double": float(v)}


def label(case):
    text = case["csv"] if "csv" in case else open(os.path.join(HERE, "csv", case["file"]), encoding="utf-8", newline="").read()
    fmt = case.get("number_format", "decimal_point")
    try:
        header, rows, ragged, delim = parse_csv(text)
    except BadFile as e:
        return {"expect": "400", "reason": str(e).split(":")[0]}
    cols = {h: i for i, h in enumerate(header) if h != ""}
    spec = case["spec"]
    stat = spec["stat"]
    where = spec.get("where")  # list of and-lists
    unreadable = 0
    numeric_cols = {h for h in cols if any(isinstance(read_number(r[cols[h]], fmt), Fraction) for r in rows)}
    if where:
        sel = [r for r in rows if any(all(matches(r, cols, c, fmt, numeric_cols) for c in conj) for conj in where)]
        for conj in where:
            for col, op, val in conj:
                if not (isinstance(val, str) and val.startswith("'")):
                    unreadable += sum(1 for r in rows if read_number(r[cols[col]], fmt) is UNREADABLE)
    else:
        sel = rows
    out = {"ragged": ragged, "rows_in_table": len(rows), "rows_selected": len(sel), "delimiter": delim}
    if stat == "rows":
        val, bad = Fraction(len(sel)), 0
        out["value"] = fr(val)
    elif spec.get("by"):
        g = cols[spec["by"]]
        groups = {}
        for r in sel:
            c = r[g]
            if is_missing(c):
                k = "(empty)"
            else:
                v = read_number(c, fmt)
                k = canon(v) if isinstance(v, Fraction) else c.strip()
            groups.setdefault(k, []).append(r)
        vals, bad = {}, 0
        for k, rs in groups.items():
            v, b = stat_value(stat, [r[cols[spec["col"]]] for r in rs], fmt, spec["col"] not in numeric_cols, spec.get("p"))
            bad += b
            vals[k] = fr(v) if v is not None else None
        out["value"] = vals
    else:
        v, bad = stat_value(stat, [r[cols[spec["col"]]] for r in sel], fmt, spec["col"] not in numeric_cols, spec.get("p"))
        out["value"] = fr(v) if v is not None else None
    unreadable += bad
    out["unreadable"] = unreadable
    out["expect"] = "PARTIAL" if (ragged or unreadable) else "SUCCESS"
    return out


def main():
    cases = cases_src.cases()
    labels = {}
    for c in cases:
        labels[c["id"]] = label(c)
        if c.get("expect_hint") and c["expect_hint"] != labels[c["id"]]["expect"]:
            raise SystemExit(f"{c['id']}: oracle says {labels[c['id']]['expect']}, case written for {c['expect_hint']}")
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    doc = {"cases": [{k: v for k, v in c.items() if k not in ("expect_hint",)} for c in cases], "labels": labels}
    path = os.path.join(HERE, "cases.json")
    new = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    if "--write" in sys.argv or not os.path.exists(path):
        open(path, "w", encoding="utf-8").write(new)
        print(f"wrote {len(cases)} cases")
        return
    old = open(path, encoding="utf-8").read()
    if old != new:
        raise SystemExit("cases.json differs from what the oracle computes now")
    print(f"{len(cases)} cases, every label agrees")


if __name__ == "__main__":
    main()
