#!/usr/bin/env python3
"""Evidence for the tautology labels (run by oracle.py; also runnable alone).

For every SQLite and PostgreSQL case whose reasoning (`why`) starts with "TAUTOLOGY" or "NOT a tautology", the WHERE
predicate is evaluated by the real engine over adversarial rows of its table: every value class of each column's
declared type (extremes, zero, negatives, NaN and ±infinity where the type has them, empty and short strings, the
query's own literals, NULL where the column is nullable; in SQLite also text and blob values in any column, since
SQLite lets a column hold any type). Constraints that would stop such rows (foreign keys, UNIQUE) are dropped; NOT NULL
and primary keys' NOT NULL are kept.
  TAUTOLOGY: every probe row must satisfy the predicate (rows cannot prove a tautology; the reasoning does, and a row
             that fails would refute it);
  NOT a tautology: at least one probe row must not satisfy it (a witness, printed).
"""
import os
import re
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from schemas import SCHEMAS  # noqa: E402


def table_def(schema, table):
    m = re.search(r'CREATE TABLE\s+"?%s"?\s*\((.*?)\n\);' % re.escape(table), schema, re.S | re.I)
    cols = []
    for line in m.group(1).split("\n"):
        line = line.strip().rstrip(",")
        if not line or line.upper().startswith(("PRIMARY KEY", "UNIQUE", "KEY", "CONSTRAINT")):
            continue
        name, rest = line.split(None, 1)
        typ = re.match(r"[A-Za-z]+(\(\d+(,\d+)?\))?", rest).group(0)
        notnull = "NOT NULL" in rest.upper() or "PRIMARY KEY" in rest.upper()
        cols.append((name.strip('"'), typ, notnull))
    return cols


def values(typ, lits, dialect):
    t = typ.upper()
    if t.startswith(("INTEGER", "INT")):
        v = ["-2147483648", "-1", "0", "1", "7", "9", "10", "42", "1001", "2147483647"]
    elif t.startswith("BIGINT"):
        v = ["-9223372036854775808", "0", "9223372036854775807"]
    elif t.startswith("NUMERIC"):
        v = ["-99999999.99", "-1", "0", "0.01", "1", "5", "9.99", "10", "10.01", "99999999.99"]
        if dialect == "postgresql":
            v.append("'NaN'")
    elif t.startswith("BOOLEAN"):
        v = ["TRUE", "FALSE"]
    elif t.startswith("TIMESTAMP"):
        v = ["'1999-12-31 23:59:59'", "'2026-01-01 00:00:00'"] + (["'-infinity'", "'infinity'"] if dialect == "postgresql" else [])
    elif t.startswith("DATE"):
        v = ["'2025-12-31'", "'2026-01-01'", "'2026-01-02'"] + (["'-infinity'", "'infinity'"] if dialect == "postgresql" else [])
    else:  # TEXT, VARCHAR(n), CHAR(n)
        n = int(re.search(r"\((\d+)", t).group(1)) if "(" in t else 1000
        strs = ["", " ", "a", "Zz", "é"] + lits
        v = ["'" + s[:n].replace("'", "''") + "'" for s in strs]
    if dialect == "sqlite":
        v += ["'abc'", "X'00'", "-9223372036854775808", "9.5e300"]
    return v


def probe_rows(cols, lits, dialect):
    base = [values(t, lits, dialect)[0] for _, t, _ in cols]
    rows = [list(base)]
    for i, (_, t, nn) in enumerate(cols):
        for v in values(t, lits, dialect) + ([] if nn else ["NULL"]):
            r = list(base)
            r[i] = v
            rows.append(r)
    return rows


def ddl_for_probe(schema, table, cols):
    parts = [f'"{n}" {t}{" NOT NULL" if nn else ""}' for n, t, nn in cols]
    return f'CREATE TABLE "{table}" (' + ", ".join(parts) + ")"


def split(query):
    table = re.search(r"\bFROM\s+\"?(\w+)\"?", query, re.I).group(1)
    pred = re.search(r"\bWHERE\s+(.*?)(\s+LIMIT\s+\d+)?\s*;?\s*$", query, re.I | re.S).group(1)
    return table, pred


def run(case):
    table, pred = split(case["query"])
    cols = table_def(SCHEMAS[case["schema"]], table)
    lits = re.findall(r"'((?:[^']|'')*)'", pred)
    rows = probe_rows(cols, lits, case["dialect"])
    names = ", ".join(f'"{n}"' for n, _, _ in cols)
    inserts = [f'INSERT INTO "{table}" ({names}) VALUES (' + ", ".join(r) + ")" for r in rows]
    check = f'SELECT count(*), sum(CASE WHEN {pred} THEN 1 ELSE 0 END) FROM "{table}"'
    witness = f'SELECT {names} FROM "{table}" WHERE NOT COALESCE(({pred}), FALSE) LIMIT 1'
    if case["dialect"] == "sqlite":
        con = sqlite3.connect(":memory:")
        con.execute(ddl_for_probe(None, table, cols))
        for s in inserts:
            con.execute(s)
        total, true = con.execute(check).fetchone()
        w = con.execute(witness.replace("FALSE", "0")).fetchone()
        return total, true or 0, w
    text = ";\n".join(["BEGIN", ddl_for_probe(None, table, cols)] + inserts + [check, witness, "ROLLBACK"])
    env = dict(os.environ)
    env.setdefault("PGHOST", "127.0.0.1")
    env.setdefault("PGPORT", "8841")
    env.setdefault("PGUSER", "postgres")
    # psql -c prints only the last result, so run the two SELECTs as separate -c inside one session
    p = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1",
                        "-c", ";\n".join(["BEGIN", ddl_for_probe(None, table, cols)] + inserts) + ";",
                        "-c", check, "-c", witness, "-c", "ROLLBACK"],
                       capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise RuntimeError(p.stderr)
    out = [l for l in p.stdout.splitlines() if l]
    total, true = out[0].split("|")
    w = out[1] if len(out) > 1 else None
    return int(total), int(true or 0), w


def probe_all(cases):
    problems, lines = [], []
    for c in cases:
        if c["dialect"] not in ("sqlite", "postgresql"):
            continue
        if not (c["why"].startswith("TAUTOLOGY") or c["why"].startswith("NOT a tautology")):
            continue
        total, true, w = run(c)
        taut = c["why"].startswith("TAUTOLOGY")
        ok = (true == total) if taut else (true < total)
        lines.append(f"{c['id']}: {'TAUTOLOGY' if taut else 'not a tautology'}: {true} of {total} probe rows satisfy it"
                     + ("" if taut else f"; witness row: {w}") + ("" if ok else "  <-- CONTRADICTS THE REASONING"))
        if not ok:
            problems.append(c["id"])
    return problems, lines


if __name__ == "__main__":
    from cases_source import CASES
    problems, lines = probe_all(CASES)
    print("\n".join(lines))
    sys.exit(1 if problems else 0)
