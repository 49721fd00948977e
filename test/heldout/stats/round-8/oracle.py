#!/usr/bin/env python3
"""Round-8 stats held-out oracle: labels every case of cases_src.py by exact arithmetic and writes cases.json.

Independent of the engine: it follows docs/stats.md only (RFC 4180 records, the delimiter from the header line,
blank and ragged records, the number rule, one meaning of missing, type-7 quantiles, sample variance, Pearson r).
Numbers are fractions.Fraction; square roots use decimal at 100 digits. Records are read twice, by the csv module
(strict) and by a small RFC 4180 reader of its own, and the two must agree.

    python3 oracle.py          # regenerates cases.json (and the large files under csv/)
"""
import csv
import io
import json
import os
import re
import sys
from decimal import Decimal, getcontext
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_src  # noqa: E402

getcontext().prec = 100
MISSING = {"na", "n/a", "nan", "null", "none", "#n/a"}
SPACES = " \t\u00a0\u2009\u202f"
CURRENCY_SYMBOLS = "$€£¥₹₩₽₺₪₫₦₱¢₴₿"
ISO = "USD EUR GBP JPY CHF CAD AUD CNY INR SEK NOK DKK PLN BRL".split()
MAX_CELLS, MAX_COLUMNS, MAX_WORK = 50000, 1000, 1000000


class Malformed(Exception):
    pass


# ---------------------------------------------------------------- records
def own_records(text, delim):
    """RFC 4180 records: list of field lists. Raises Malformed on an unclosed quote or text after a closing quote."""
    recs, fields, field, i, n = [], [], [], 0, len(text)
    quoted_field = False
    at_start = True
    while i < n:
        ch = text[i]
        if at_start and ch == '"':
            quoted_field, at_start = True, False
            i += 1
            while True:
                if i >= n:
                    raise Malformed("CSV_MALFORMED: quote never closes")
                if text[i] == '"':
                    if i + 1 < n and text[i + 1] == '"':
                        field.append('"')
                        i += 2
                        continue
                    i += 1
                    break
                field.append(text[i])
                i += 1
            if i < n and text[i] not in (delim, "\r", "\n"):
                raise Malformed("CSV_MALFORMED: text after a closing quote")
            continue
        at_start = False
        if ch == delim:
            fields.append("".join(field))
            field, at_start, quoted_field = [], True, False
            i += 1
        elif ch in "\r\n":
            fields.append("".join(field))
            recs.append(fields)
            fields, field, at_start, quoted_field = [], [], True, False
            i += 2 if (ch == "\r" and i + 1 < n and text[i + 1] == "\n") else 1
        else:
            field.append(ch)
            i += 1
    if field or fields or quoted_field:
        fields.append("".join(field))
        recs.append(fields)
    return recs


def module_records(text, delim):
    try:
        rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=delim, quotechar='"', doublequote=True, strict=True))
    except csv.Error as e:
        raise Malformed(f"CSV_MALFORMED: {e}")
    return [r if r else [""] for r in rows]


def detect_delimiter(text):
    first = next((ln for ln in re.split(r"\r\n|\n|\r", text) if ln.strip(SPACES + ",;|") != "" or False), "")
    found = [d for d in [",", ";", "\t", "|"] if d in first]
    assert len(found) <= 1, f"header line with several delimiter candidates: {first!r}"
    return found[0] if found else ","


def is_blank_record(rec):
    return all(f.strip(SPACES) == "" for f in rec)


def read_table(text):
    if text.startswith("\ufeff"):
        text = text[1:]
    delim = detect_delimiter(text)
    a = own_records(text, delim)
    b = module_records(text, delim)
    assert a == b, "the two CSV readers disagree"
    recs = a
    k = 0
    while k < len(recs) and is_blank_record(recs[k]):
        k += 1
    header = [h.strip(SPACES) for h in recs[k]]
    low = [h.lower() for h in header if h != ""]
    if len(set(low)) != len(low):
        raise Malformed("CSV_DUPLICATE_COLUMNS")
    rows, ragged = [], 0
    for rec in recs[k + 1:]:
        if is_blank_record(rec):
            continue
        if len(rec) != len(header):
            ragged += 1
            continue
        rows.append(rec)
    return header, rows, ragged


# ---------------------------------------------------------------- the number rule
MISS, BAD = "MISSING", "UNREADABLE"


def _core(t, fmt):
    """unsigned-or-signed plain number -> Fraction or None"""
    m = re.fullmatch(r"([+\-\u2212]?)(.*)", t, re.S)
    sign, body = m.group(1), m.group(2)
    dec = "." if fmt == "decimal_point" else ","
    grp = "," if fmt == "decimal_point" else "."
    e = re.escape
    plain = re.fullmatch(r"(\d+)(?:" + e(dec) + r"(\d+))?(?:[eE]([+-]?\d+))?", body)
    if plain:
        ip, fp, ex = plain.group(1), plain.group(2) or "", plain.group(3)
    else:
        ip = None
        for s in [grp, " ", "\u00a0", "\u2009", "'"]:
            g = re.fullmatch(r"(\d{1,3}(?:" + e(s) + r"\d{3})+)(?:" + e(dec) + r"(\d+))?", body)
            if g:
                ip, fp, ex = g.group(1).replace(s, ""), g.group(2) or "", None
                break
        if ip is None:
            return None
    exp = int(ex) if ex else 0
    if abs(exp) > 100:
        return None
    digits = (ip + fp).lstrip("0")
    if len(digits) > 40:
        return None
    scale = len(fp) - exp
    if scale > 40:
        return None
    val = Fraction(int(ip + fp), 1) / Fraction(10) ** len(fp) * Fraction(10) ** exp
    if abs(val) >= Fraction(10) ** 60:
        return None
    return -val if sign in ("-", "\u2212") else val


def read_number(cell, fmt="decimal_point"):
    t = cell.strip(SPACES)
    if t == "" or t.lower() in MISSING:
        return MISS
    if len(t) > 160:
        return BAD
    if t.lower() == "true":
        return Fraction(1)
    if t.lower() == "false":
        return Fraction(0)
    neg = False
    if t.startswith("(") and t.endswith(")"):
        t, neg = t[1:-1].strip(SPACES), True
        if re.search(r"[+\-\u2212]", t):
            return BAD
    pct = t.endswith("%")
    if pct:
        t = t[:-1].strip(SPACES)
    cur = False
    # sign may stand before a currency sign: -$12
    sign = ""
    if t[:1] in "+-\u2212" and len(t) > 1 and (t[1] in CURRENCY_SYMBOLS or t[1:4] in ISO):
        sign, t = t[0], t[1:]
    if t[:1] in CURRENCY_SYMBOLS:
        t, cur = t[1:].strip(SPACES), True
    elif t[-1:] in CURRENCY_SYMBOLS:
        t, cur = t[:-1].strip(SPACES), True
    elif len(t) > 4 and t[:3] in ISO and t[3] == " ":
        t, cur = t[4:].strip(SPACES), True
    elif len(t) > 4 and t[-3:] in ISO and t[-4] == " ":
        t, cur = t[:-4].strip(SPACES), True
    if pct and cur:
        return BAD
    if sign and t[:1] in "+-\u2212":
        return BAD
    v = _core(sign + t, fmt)
    if v is None:
        return BAD
    if pct:
        v = v / 100
    return -v if neg else v


# ---------------------------------------------------------------- statistics
def quantile(xs, p):
    s = sorted(xs)
    h = (len(s) - 1) * p
    lo = h.numerator // h.denominator
    frac = h - lo
    if lo + 1 >= len(s):
        return s[-1]
    return s[lo] + (s[lo + 1] - s[lo]) * frac


def variance(xs, pop=False):
    n = len(xs)
    m = sum(xs, Fraction(0)) / n
    ss = sum(((x - m) ** 2 for x in xs), Fraction(0))
    return ss / (n if pop else n - 1)


def sqrt_double(q, sign=1):
    d = Decimal(q.numerator) / Decimal(q.denominator)
    return sign * float(d.sqrt())


def exact_text(q):
    d, k = q.denominator, 0
    while d % 2 == 0:
        d //= 2
        k += 1
    j = 0
    while d % 5 == 0:
        d //= 5
        j += 1
    if d != 1 or max(k, j) > 60:
        return f"{q.numerator}/{q.denominator}"
    places = max(k, j)
    scaled = q * 10**places
    assert scaled.denominator == 1
    s = str(abs(scaled.numerator)).rjust(places + 1, "0")
    out = s if places == 0 else s[:-places] + "." + s[-places:]
    return ("-" if q < 0 else "") + out


def rational(q):
    return {"exact": exact_text(q), "double": float(q)}


def irrational(v):
    return {"irrational": True, "double": v}


def canonical_key(v):
    return exact_text(v)


# ---------------------------------------------------------------- a case
def column_index(header, name):
    want = name.lower().replace("_", " ")
    hits = [i for i, h in enumerate(header) if h.lower().replace("_", " ") == want]
    assert len(hits) == 1, f"column {name!r} not in {header}"
    return hits[0]


def label_case(case, tables):
    t = tables[case["table"]]
    fmt = t.get("number_format", "decimal_point")
    try:
        header, rows, ragged = read_table(t["text"])
    except Malformed as e:
        return {"expect": "400", "reason": str(e).split(":")[0], "value": None}
    if len(header) > MAX_COLUMNS:
        return {"expect": "400", "reason": "INPUT_TOO_COMPLEX", "value": None, "limit": "columns"}
    spec = case["spec"]
    stat = spec["stat"]
    cols = [c for c in (spec.get("col"), spec.get("col2"), spec.get("by")) if c]
    where = spec.get("where") or []
    wcols = [c for grp in where for (c, _, _) in grp]
    used = {column_index(header, c) for c in cols + wcols}
    nconds = sum(len(g) for g in where)
    cells = len(rows) * len(used)
    if cells > MAX_CELLS:
        return {"expect": "400", "reason": "INPUT_TOO_COMPLEX", "value": None, "limit": "cells"}
    pass_cost = {"rows": 1, "count": 1, "distinct": 2, "sum": 2, "mean": 2, "min": 2, "max": 2, "range": 2,
                 "median": 1, "quantile": 1, "iqr": 1, "mode": 3, "var": 6, "pvar": 6, "sd": 6, "psd": 6,
                 "corr": 10, "slope": 10, "intercept": 10}[stat]
    work = len(rows) * (1 + (1 + 2 * nconds if where else 0) + (3 if spec.get("by") else 0) + pass_cost)
    if work > MAX_WORK:
        return {"expect": "400", "reason": "INPUT_TOO_COMPLEX", "value": None, "limit": "work"}

    def cell(r, name):
        return r[column_index(header, name)]

    def numeric_column(name):
        i = column_index(header, name)
        return any(isinstance(read_number(r[i], fmt), Fraction) for r in rows)

    partial = ragged > 0
    unreadable = 0

    def test(r, c, op, val):
        v = read_number(val, fmt)
        x = cell(r, c)
        if isinstance(v, Fraction):
            xv = read_number(x, fmt)
            if not isinstance(xv, Fraction):
                return False
            return {"=": xv == v, "!=": xv != v, "<": xv < v, "<=": xv <= v, ">": xv > v, ">=": xv >= v}[op]
        xt = x.strip(SPACES)
        if read_number(x, fmt) == MISS:
            return op == "!="
        assert op in ("=", "!=")
        eq = xt.lower() == val.lower()
        return eq if op == "=" else not eq

    # a column the where clause compares numerically: every unreadable cell of it makes the answer PARTIAL
    for grp in where:
        for c, op, val in grp:
            if isinstance(read_number(val, fmt), Fraction):
                i = column_index(header, c)
                bad = sum(1 for r in rows if read_number(r[i], fmt) == BAD)
                if bad:
                    partial = True
                    unreadable += bad
    sel = [r for r in rows if not where or any(all(test(r, *cond) for cond in grp) for grp in where)]

    def values(rs, name):
        nonlocal partial, unreadable
        out = []
        for r in rs:
            v = read_number(cell(r, name), fmt)
            if v == BAD:
                partial = True
                unreadable += 1
            elif v != MISS:
                out.append(v)
        return out

    def compute(rs):
        nonlocal partial, unreadable
        if stat == "rows":
            return rational(Fraction(len(rs)))
        c = spec.get("col")
        if stat == "count":
            if numeric_column(c):
                return rational(Fraction(len(values(rs, c))))
            return rational(Fraction(sum(1 for r in rs if read_number(cell(r, c), fmt) != MISS)))
        if stat == "distinct":
            keys = set()
            for r in rs:
                v = read_number(cell(r, c), fmt)
                if v == MISS:
                    continue
                keys.add(canonical_key(v) if isinstance(v, Fraction) else cell(r, c).strip(SPACES))
            return rational(Fraction(len(keys)))
        if stat in ("corr", "slope", "intercept"):
            y, x = spec["col"], spec["col2"]  # corr: col, col2; slope/intercept of col (y) on col2 (x)
            pairs = []
            for r in rs:
                a, b = read_number(cell(r, y), fmt), read_number(cell(r, x), fmt)
                for v in (a, b):
                    if v == BAD:
                        partial = True
                        unreadable += 1
                if isinstance(a, Fraction) and isinstance(b, Fraction):
                    pairs.append((a, b))
            n = len(pairs)
            my = sum((p[0] for p in pairs), Fraction(0)) / n
            mx = sum((p[1] for p in pairs), Fraction(0)) / n
            sxy = sum(((p[0] - my) * (p[1] - mx) for p in pairs), Fraction(0))
            sxx = sum(((p[1] - mx) ** 2 for p in pairs), Fraction(0))
            syy = sum(((p[0] - my) ** 2 for p in pairs), Fraction(0))
            if stat == "corr":
                return irrational(sqrt_double(sxy * sxy / (sxx * syy), 1 if sxy >= 0 else -1))
            slope = sxy / sxx
            return rational(slope if stat == "slope" else my - slope * mx)
        xs = values(rs, c)
        if stat == "sum":
            return rational(sum(xs, Fraction(0)))
        if stat == "mean":
            return rational(sum(xs, Fraction(0)) / len(xs))
        if stat == "min":
            return rational(min(xs))
        if stat == "max":
            return rational(max(xs))
        if stat == "range":
            return rational(max(xs) - min(xs))
        if stat == "median":
            return rational(quantile(xs, Fraction(1, 2)))
        if stat == "quantile":
            return rational(quantile(xs, spec["p"]))
        if stat == "iqr":
            return rational(quantile(xs, Fraction(3, 4)) - quantile(xs, Fraction(1, 4)))
        if stat == "mode":
            counts = {}
            for x in xs:
                counts[x] = counts.get(x, 0) + 1
            best = max(counts.values())
            return rational(min(x for x, k in counts.items() if k == best))
        if stat in ("var", "pvar"):
            return rational(variance(xs, stat == "pvar"))
        if stat in ("sd", "psd"):
            return irrational(sqrt_double(variance(xs, stat == "psd")))
        raise ValueError(stat)

    if spec.get("by"):
        g = spec["by"]
        groups = {}
        for r in sel:
            v = read_number(cell(r, g), fmt)
            key = "(empty)" if v == MISS else (canonical_key(v) if isinstance(v, Fraction) else cell(r, g).strip(SPACES))
            groups.setdefault(key, []).append(r)
        value = {k: compute(rs) for k, rs in sorted(groups.items())}
    else:
        value = compute(sel)
    out = {"expect": "PARTIAL" if partial else "SUCCESS", "value": value, "ragged": ragged, "unreadable": unreadable}
    return out


def main():
    tables = cases_src.tables()
    os.makedirs(os.path.join(HERE, "csv"), exist_ok=True)
    for name, t in tables.items():
        if t.get("file"):
            with open(os.path.join(HERE, "csv", t["file"]), "w", encoding="utf-8", newline="") as f:
                f.write(t["text"])
    cases, labels, disagree = [], {}, []
    for c in cases_src.CASES:
        t = tables[c["table"]]
        entry = {"id": c["id"], "category": c["category"], "query": c["query"]}
        if t.get("file"):
            entry["file"] = t["file"]
        else:
            entry["csv"] = t["text"]
        if t.get("number_format"):
            entry["number_format"] = t["number_format"]
        lab = label_case(c, tables)
        if lab["expect"] != c["hand"]:
            disagree.append((c["id"], c["hand"], lab["expect"]))
        if c.get("hand_value") is not None:
            v = lab["value"]
            if not (isinstance(v, dict) and "exact" in v and Fraction(v["exact"]) == Fraction(c["hand_value"])):
                disagree.append((c["id"], "value " + str(c["hand_value"]), json.dumps(v)))
        labels[c["id"]] = lab
        cases.append(entry)
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    doc = {
        "about": "Stats held-out round 8: CSV files and questions written from docs/stats.md alone; labels by oracle.py "
                 "(exact arithmetic, Python fractions/decimal and the csv module). Regenerate with python3 oracle.py.",
        "cases": cases,
        "labels": labels,
    }
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    dist = {}
    for l in labels.values():
        dist[l["expect"]] = dist.get(l["expect"], 0) + 1
    print(f"{len(cases)} cases, labels {dist}")
    for d in disagree:
        print("hand label differs:", d)
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
