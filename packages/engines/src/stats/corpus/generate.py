#!/usr/bin/env python3
"""Generates the stats corpus (cases.json) with expected answers from Python's fractions, statistics, numpy and scipy.

The oracle is independent of the product: it reads cells with its own implementation of the documented number rule
(docs/stats.md), computes every statistic exactly with fractions.Fraction, rounds once (float(Fraction) is correctly
rounded; square roots go through decimal at 80 digits), and cross-checks each value against statistics / numpy /
scipy in floating point (a disagreement beyond 1e-9 relative aborts generation, so the oracle checks itself).

Run offline: python3 packages/engines/src/stats/corpus/generate.py [--out PATH]  (needs python3-numpy, python3-scipy)
The output is deterministic (seeded), so corpus.test.ts regenerates it, where Python is available, to check that the
committed cases.json is what this script makes.
"""

import csv
import io
import json
import random
import sys
from fractions import Fraction
from pathlib import Path

from oracle import SPACES, aggregate, canonical, exact, read_cell

OUT = Path(__file__).with_name("cases.json")

# ---------------------------------------------------------------------------------------------------------------
# CSV (written and read back here with the csv module, so quoting follows RFC 4180).

def write_csv(header, rows, delimiter=","):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


class Table:
    def __init__(self, tid, header, rows, fmt="decimal_point", delimiter=",", ragged=None):
        """`ragged`: {position: record} records with more or fewer fields than the header, written before data row
        `position`. They are not rows (the engine leaves them out and names them), so every answer is PARTIAL."""
        self.id, self.header, self.rows, self.fmt = tid, header, rows, fmt
        self.ragged = ragged or {}
        records = []
        for i, r in enumerate(rows):
            if i in self.ragged:
                records.append(self.ragged[i])
            records.append(r)
        self.csv = write_csv(header, records, delimiter)

    def col(self, name):
        return self.header.index(name)

    def cells(self, name):
        i = self.col(name)
        return [r[i] if i < len(r) else "" for r in self.rows]


# ---------------------------------------------------------------------------------------------------------------
# Queries: the phrasing the translator documents, the oracle's semantics for selection and grouping.

PHRASES = {
    "mean": "mean of {c}",
    "sum": "sum of {c}",
    "min": "minimum of {c}",
    "max": "max {c}",
    "range": "range of {c}",
    "median": "median of {c}",
    "mode": "mode of {c}",
    "iqr": "iqr of {c}",
    "sample_var": "variance of {c}",
    "pop_var": "population variance of {c}",
    "sample_sd": "standard deviation of {c}",
    "pop_sd": "population standard deviation of {c}",
}


def test_condition(table, cond, row):
    """cond = (column, op, kind, value); kind 'num' (Fraction) or 'text' (lower-case str)."""
    name, op, kind, value = cond
    raw = row[table.col(name)] if table.col(name) < len(row) else ""
    if kind == "num":
        k, v = read_cell(raw, table.fmt)
        if k != "num":
            return False
        left = v
    else:
        text = raw.strip(SPACES)
        # Missing markers are empty cells for text conditions too (one meaning of missing).
        if text == "" or read_cell(text, table.fmt)[0] == "missing":
            return op == "!="
        left = text.lower()
    return {"==": left == value, "!=": left != value, "<": left < value, "<=": left <= value, ">": left > value, ">=": left >= value}[op]


def select(table, where):
    if not where:
        return list(range(len(table.rows)))
    return [i for i, r in enumerate(table.rows) if any(all(test_condition(table, c, r) for c in group) for group in where)]


def numbers(table, name, rows):
    vals, bad = [], []
    cells = table.cells(name)
    for i in rows:
        k, v = read_cell(cells[i], table.fmt)
        if k == "num":
            vals.append(v)
        elif k == "bad":
            bad.append(i)
    return vals, bad


def group_key(table, name, i):
    raw = table.cells(name)[i].strip(SPACES)
    k, v = read_cell(raw, table.fmt)
    if k in ("empty", "missing"):
        return "(empty)"
    return canonical(v) if k == "num" else raw


def expect(table, fn, col=None, col2=None, where=None, group=None, param=None, welch_groups=None):
    """Builds the expected answer the way the documented semantics define it."""
    rows = select(table, where)
    # Unreadable cells of a column compared numerically all count (their rows could not be tested).
    cond_bad = set()
    for group_ in where or []:
        for name, _op, kind, _v in group_:
            if kind == "num":
                cond_bad |= {(name, i) for i in numbers(table, name, range(len(table.rows)))[1]}

    def one(rows_):
        if fn == "count_rows":
            return aggregate(fn, [], param=len(rows_)), set()
        if fn == "count_col":
            # Non-missing cells: in a column holding any number, its number cells (unreadable ones make it PARTIAL);
            # in a text column, every cell that is neither empty nor a missing marker.
            cells = table.cells(col)
            if any(read_cell(c, table.fmt)[0] == "num" for c in cells):
                xs, bad = numbers(table, col, rows_)
                return exact(Fraction(len(xs))), {(col, i) for i in bad}
            return exact(Fraction(sum(1 for i in rows_ if read_cell(cells[i], table.fmt)[0] == "bad"))), set()
        if fn == "distinct":
            keys = {group_key(table, col, i) for i in rows_ if read_cell(table.cells(col)[i], table.fmt)[0] not in ("empty", "missing")}
            return exact(Fraction(len(keys))), set()
        if fn in ("correlation", "slope", "intercept", "regression"):
            xs, ys, bad = [], [], set()
            cx, cy = table.cells(col), table.cells(col2)
            for i in rows_:
                kx, vx = read_cell(cx[i], table.fmt)
                ky, vy = read_cell(cy[i], table.fmt)
                if kx == "bad":
                    bad.add((col, i))
                if ky == "bad":
                    bad.add((col2, i))
                if kx == "num" and ky == "num":
                    xs.append(vx)
                    ys.append(vy)
            return aggregate(fn, xs, ys), bad
        if fn == "welch":
            a_rows, b_rows = welch_groups(rows_)
            if a_rows is None:
                return None, set()
            xa, ba = numbers(table, col, a_rows)
            xb, bb = numbers(table, col, b_rows)
            return aggregate(fn, xa, xb), {(col, i) for i in ba + bb}
        xs, bad = numbers(table, col, rows_)
        return aggregate(fn, xs, param=param), {(col, i) for i in bad}

    ragged = {"ragged": len(table.ragged)} if table.ragged else {}
    if group is None:
        value, bad = one(rows)
        skipped = bad | cond_bad
        if value is None:
            status = "ERROR"
        else:
            status = "PARTIAL" if skipped or table.ragged else "SUCCESS"
        return {"status": status, "value": value, "skipped": len(skipped), **ragged}
    order, members = [], {}
    for i in rows:
        k = group_key(table, group, i)
        if k not in members:
            order.append(k)
            members[k] = []
        members[k].append(i)
    groups, skipped = {}, set(cond_bad)
    for k in order:
        value, bad = one(members[k])
        skipped |= bad
        if value is not None:
            groups[k] = value
    if not order or not groups:
        return {"status": "ERROR", "skipped": len(skipped), **ragged}
    return {"status": "PARTIAL" if skipped or table.ragged else "SUCCESS", "groups": groups, "skipped": len(skipped), **ragged}


# ---------------------------------------------------------------------------------------------------------------
# Tables.

REGIONS = ["EU", "US", "APAC", "LATAM"]


def money(rng, cents):
    """A formatted money cell with the exact value cents/100."""
    v = Fraction(cents, 100)
    a = abs(cents)
    whole, frac = divmod(a, 100)
    grouped = f"{whole:,}"
    style = rng.randrange(8)
    if style == 0:
        body = f"{grouped}.{frac:02d}"
    elif style == 1:
        body = f"${grouped}.{frac:02d}"
    elif style == 2:
        body = f"{whole}.{frac:02d} €"
    elif style == 3:
        body = f"USD {grouped}.{frac:02d}"
    elif style == 4:
        body = f"{whole}.{frac:02d}"
    elif style == 5:
        body = f"£{whole}.{frac:02d}"
    elif style == 6:
        body = f"{whole:,}.{frac:02d}".replace(",", " ")
    else:
        body = f"{grouped}.{frac:02d}"
    if cents < 0:
        body = f"({body})" if rng.random() < 0.5 else ("-" + body if not body.startswith(("$", "£")) else body[0] + "-" + body[1:])
    return body, v


def make_tables(rng):
    tables = []

    # 1. Plain sales data with some empty cells.
    rows = []
    for i in range(1, 121):
        units = rng.randint(1, 20)
        price = Fraction(rng.randint(100, 99999), 100)
        age = rng.randint(18, 77) if rng.random() > 0.05 else ""
        rows.append([str(i), REGIONS[i % 4], str(units), f"{float(price):.2f}", f"{float(units * price):.2f}", str(age)])
    tables.append(Table("sales", ["id", "region", "units", "unit_price", "revenue", "age"], rows))

    # 2. Formatted money, percentages and accounting negatives; no unreadable cell.
    rows = []
    for i in range(80):
        body, _ = money(rng, rng.randint(-250000, 900000))
        rate = f"{rng.randint(0, 2000) / 10:g}%"
        rows.append([REGIONS[i % 3], body, rate, str(rng.randint(1, 9))])
    tables.append(Table("formatted", ["region", "amount", "rate", "qty"], rows))

    # 3. The same with unreadable cells sprinkled in (answers must be PARTIAL).
    rows = []
    for i in range(60):
        body, _ = money(rng, rng.randint(-50000, 500000))
        if i % 13 == 5:
            body = rng.choice(["ten", "1,23", "12..5", "$$4", "--3", "4 5 6", "(-15)"])
        qty = str(rng.randint(1, 9)) if i % 17 != 3 else "n/a?"
        rows.append([REGIONS[i % 2], body, qty])
    tables.append(Table("dirty", ["region", "amount", "qty"], rows))

    # 4. Integers beyond 2^53 (exact sums, extremes, order statistics).
    rows = []
    for i in range(40):
        big = rng.choice([2**53 + rng.randint(-5, 5), rng.randint(10**18, 10**20), -rng.randint(10**17, 10**19), rng.randint(0, 1000)])
        rows.append([REGIONS[i % 2], str(big), str(rng.randint(2**60, 2**62))])
    rows.append(["EU", "9007199254740993", "1"])
    rows.append(["US", "12345678901234567890", "1"])
    tables.append(Table("bigint", ["g", "n", "m"], rows))

    # 5. Decimals a double cannot hold: many places, scientific notation, tiny and large magnitudes.
    rows = []
    for i in range(50):
        x = Fraction(rng.randint(-10**12, 10**12), 10 ** rng.randint(0, 18))
        s = canonical(x)
        if rng.random() < 0.2:
            s = f"{rng.randint(1, 99)}e-{rng.randint(1, 12)}"
        y = f"{rng.randint(0, 10**6)}.{rng.randint(0, 99999):05d}"
        rows.append([s, y, rng.choice(["a", "b"])])
    rows.append(["0.1", "0.2", "a"])
    tables.append(Table("decimals", ["x", "y", "k"], rows))

    # 6. A decimal-comma file with semicolons.
    rows = []
    for i in range(50):
        cents = rng.randint(-100000, 2000000)
        whole, frac = divmod(abs(cents), 100)
        body = f"{whole:,}".replace(",", ".") + f",{frac:02d}"
        body = f"({body})" if cents < 0 else body
        rows.append([REGIONS[i % 4], body, f"{rng.randint(0, 100)},{rng.randint(0, 9)}"])
    tables.append(Table("comma", ["region", "betrag", "anteil"], rows, fmt="decimal_comma", delimiter=";"))

    # 7. Column names and group values that are JavaScript member names.
    rows = []
    keys = ["__proto__", "constructor", "toString", "then", "1", "1.0", "hasOwnProperty"]
    for i in range(45):
        rows.append([str(rng.randint(-50, 50)), str(rng.randint(0, 9)), keys[i % len(keys)], str(rng.randint(1, 5))])
    tables.append(Table("names", ["call", "then", "constructor", "__proto__"], rows))

    # 8. Two groups for two-sample tests, with ties and a constant group.
    rows = []
    for i in range(70):
        g = "treated" if i % 2 else "control"
        rows.append([g, str(rng.randint(40, 60) + (3 if g == "treated" else 0)), str(rng.randint(1, 3)), "5"])
    tables.append(Table("trial", ["arm", "score", "dose", "flat"], rows))

    # Later tables draw from their own generator, so the cases above stay as they were.
    rng2 = random.Random(20261127)

    # 9. Every documented missing marker, in a numeric column, a text column and a group key: one meaning of missing.
    markers = ["NA", "N/A", "n/a", "NaN", "nan", "null", "NULL", "None", "none", "#N/A", "", "  ", "na"]
    rows = []
    for i in range(60):
        v = str(rng2.randint(-40, 90)) if i % 4 else rng2.choice(markers)
        tag = rng2.choice(["red", "blue", "green"]) if i % 5 else rng2.choice(markers)
        w = f"{rng2.randint(0, 999) / 10:g}" if i % 7 else rng2.choice(markers)
        rows.append([tag, v, w, rng2.choice(["x", "y"]) if i % 6 else rng2.choice(markers)])
    tables.append(Table("gaps", ["tag", "v", "w", "label"], rows))

    # 10. Ragged records (more or fewer fields than the header): never cut or padded; every answer is PARTIAL.
    rows = [[REGIONS[i % 3], str(rng2.randint(1, 50)), f"{rng2.randint(100, 9999) / 100:.2f}"] for i in range(30)]
    ragged = {4: ["EU", "1", "249.00", "x"], 11: ["US", "7"], 23: ["APAC", "3", "1", "234.50"], 29: ["LATAM", "2", "3.00", ""]}
    tables.append(Table("ragged", ["region", "qty", "price"], rows, ragged=ragged))
    return tables


def numeric_columns(table):
    return {
        "sales": ["units", "unit_price", "revenue", "age"],
        "formatted": ["amount", "rate", "qty"],
        "dirty": ["amount", "qty"],
        "bigint": ["n", "m"],
        "decimals": ["x", "y"],
        "comma": ["betrag", "anteil"],
        "names": ["call", "then", "__proto__"],
        "trial": ["score", "dose", "flat"],
        "gaps": ["v", "w"],
        "ragged": ["qty", "price"],
    }[table.id]


def cases_for(table, rng):
    out = []
    num = numeric_columns(table)
    text_col = {
        "sales": "region",
        "formatted": "region",
        "dirty": "region",
        "bigint": "g",
        "decimals": "k",
        "comma": "region",
        "names": "constructor",
        "trial": "arm",
        "gaps": "tag",
        "ragged": "region",
    }[table.id]
    fmt_number = (lambda v: canonical(v).replace(".", ",")) if table.fmt == "decimal_comma" else canonical

    def add(query, **kw):
        out.append({"table": table.id, "query": query, "expect": expect(table, **kw)})

    for c in num:
        for fn, phrase in PHRASES.items():
            add(phrase.format(c=c), fn=fn, col=c)
        for p in (5, 25, 90, 99):
            add(f"{p}th percentile of {c}", fn="quantile", col=c, param=Fraction(p, 100))
        add(f"count of {c}", fn="count_col", col=c)
        add(f"how many distinct {c}", fn="distinct", col=c)
        add(f"t-test of {c} against 3", fn="t_test", col=c, param=Fraction(3))
    add("how many rows", fn="count_rows")
    add(f"number of distinct {text_col}", fn="distinct", col=text_col)
    add(f"count of {text_col}", fn="count_col", col=text_col)
    if table.id == "gaps":
        add("count of v by tag", fn="count_col", col="v", group="tag")
        add("count of label", fn="count_col", col="label")
        add("count rows where label = 'x'", fn="count_rows", where=[[("label", "==", "text", "x")]])
        add("count rows where label != 'x'", fn="count_rows", where=[[("label", "!=", "text", "x")]])
        add("count of label by tag", fn="count_col", col="label", group="tag")
    if len(num) >= 2:
        a, b = num[0], num[1]
        add(f"correlation between {a} and {b}", fn="correlation", col=a, col2=b)
        add(f"slope of {b} on {a}", fn="slope", col=a, col2=b)
        add(f"intercept of {b} on {a}", fn="intercept", col=a, col2=b)
        add(f"linear regression of {b} on {a}", fn="regression", col=a, col2=b)
    # Grouping and selection.
    # Named keys only: "(empty)" is the name of the missing cells' group, not a text a condition can match.
    keys = sorted({group_key(table, text_col, i) for i in range(len(table.rows))} - {"(empty)"})
    first = keys[0]
    for c in num[:2]:
        add(f"mean of {c} by {text_col}", fn="mean", col=c, group=text_col)
        add(f"median of {c} group by {text_col}", fn="median", col=c, group=text_col)
        add(f"sum of {c} where {text_col} = '{first}'", fn="sum", col=c, where=[[(text_col, "==", "text", first.lower())]])
        add(f"standard deviation of {c} where {text_col} != '{first}'", fn="sample_sd", col=c, where=[[(text_col, "!=", "text", first.lower())]])
        values = sorted(v for v in numbers(table, c, range(len(table.rows)))[0])
        if values:
            cut = values[len(values) // 2]
            add(f"count rows where {c} > {fmt_number(cut)}", fn="count_rows", where=[[(c, ">", "num", cut)]])
            add(f"mean of {num[-1]} where {c} <= {fmt_number(cut)}", fn="mean", col=num[-1], where=[[(c, "<=", "num", cut)]])
            lo, hi = values[len(values) // 4], values[(3 * len(values)) // 4]
            add(
                f"max {num[-1]} where {c} between {fmt_number(lo)} and {fmt_number(hi)} or {text_col} = '{first}'",
                fn="max",
                col=num[-1],
                where=[[(c, ">=", "num", lo), (c, "<=", "num", hi)], [(text_col, "==", "text", first.lower())]],
            )
    if len(keys) >= 2:
        ka, kb = keys[0], keys[1]
        c = num[0]

        def named(rows_, ka=ka, kb=kb):
            a = [i for i in rows_ if test_condition(table, (text_col, "==", "text", ka.lower()), table.rows[i])]
            b = [i for i in rows_ if test_condition(table, (text_col, "==", "text", kb.lower()), table.rows[i])]
            return a, b

        add(f"welch t-test of {c} between {text_col} '{ka}' and '{kb}'", fn="welch", col=c, welch_groups=named)
    if len(keys) == 2:

        def auto(rows_):
            ks = {}
            for i in rows_:
                ks.setdefault(group_key(table, text_col, i), []).append(i)
            if len(ks) != 2:
                return None, None
            a, b = sorted(ks)
            return ks[a], ks[b]

        add(f"two-sample t-test of {num[0]} by {text_col}", fn="welch", col=num[0], welch_groups=auto)
    return out


def refusals():
    """Queries the engine must refuse (not translate) rather than guess."""
    return [
        {"table": "sales", "query": q, "expect": {"status": "UNTRANSLATED"}}
        for q in [
            "what is the weather tomorrow",
            "average of nonexistent_column",
            "correlation between units and banana",
            "mean units where flavour = sweet",
            "regression of revenue",
            "geometric mean of revenue",
            "mean of revenue by region by age",
        ]
    ] + [
        {
            "table": "sales",
            "query": "mean of units where " + " and ".join(f"age > {i}" for i in range(33)),
            "expect": {"status": "INPUT_TOO_COMPLEX"},
        }
    ]


def main():
    rng = random.Random(20261125)
    tables = make_tables(rng)
    cases = []
    for t in tables:
        cases.extend(cases_for(t, rng))
    cases.extend(refusals())
    doc = {
        "generator": "packages/engines/src/stats/corpus/generate.py",
        "oracle": "fractions (exact), decimal (square roots, 80 digits); cross-checked with statistics, numpy, scipy",
        "tables": {t.id: {"csv": t.csv, "number_format": t.fmt} for t in tables},
        "cases": cases,
    }
    out = Path(sys.argv[sys.argv.index("--out") + 1]) if "--out" in sys.argv else OUT
    out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    by_status = {}
    for c in cases:
        by_status[c["expect"]["status"]] = by_status.get(c["expect"]["status"], 0) + 1
    print(f"{len(cases)} cases over {len(tables)} tables: {by_status}")


if __name__ == "__main__":
    main()
