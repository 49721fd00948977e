#!/usr/bin/env python3
"""Oracle for held-out SQL round 13, independent of the service.

- sqlite cases: Python's sqlite3 (the library the sqlite3 CLI ships, 3.40) loads the case's schema into a fresh
  in-memory database and prepares `EXPLAIN <query>` (parameters bound to NULL). Accepted = the engine accepts it.
- postgresql cases: a real PostgreSQL (15, started by the caller; PGHOST/PGPORT/PGUSER) runs, through psql, BEGIN;
  <schema>; EXPLAIN <query> (PREPARE when it holds $n); ROLLBACK with VERBOSITY verbose, so the SQLSTATE is recorded.
- mysql and transactsql: no engine here; the label is the reading recorded in the case's "basis".
- tautologies: every case with "taut" has its OR condition evaluated over generated rows of the table's referenced
  columns (the cartesian product of boundary values of each column's type, NULL included unless the column is NOT NULL;
  for sqlite also values of another storage class, since SQLite columns may hold any type). expect "all": no row may
  leave the condition other than TRUE; expect "escape": at least one row must (it is shown).
  sqlite cases are evaluated in sqlite, the others in PostgreSQL.
The checks: an engine-dialect case labelled valid must be accepted; labelled invalid must be rejected; unsafe cases
are labelled by the safety rules of docs/sql.md (the engine's acceptance is recorded, not required). Any disagreement
is printed and the script exits 1.

Usage: PGHOST=<socket dir> PGPORT=<port> PGUSER=postgres python3 oracle.py   -> writes oracle_output.json
"""
import itertools
import json
import os
import re
import sqlite3
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import cases_src  # noqa: E402

VALUES = {
    "int": ["-1000", "-101", "-100", "-99", "-1", "0", "1", "4", "5", "12", "99", "100", "101", "1000"],
    "pk": ["-1", "0", "1", "5", "12", "1000"],
    "dec": ["-1000.5", "-0.01", "0", "0.01", "50", "99.99", "100", "100.01", "1000000"],
    "text": ["''", "'a'", "'adm'", "'admin'", "'cardiology'", "'CHF'", "'free'", "'team'", "'legacy'", "'guest'",
             "'Release notes'", "'Weekly digest'", "'no_show'", "'cancelled'", "'follow-up'", "'r.okafor@example.org'",
             "'j.mensah@example.com'", "'%'", "'zzz'", "'Postgres tips'"],
    "date": ["'0001-01-01'", "'1899-12-31'", "'1900-01-01'", "'1970-01-01'", "'2026-06-01'", "'2099-12-31'",
             "'2100-01-01'", "'2150-05-05'"],
    "ts": ["'1899-12-31 23:59:59'", "'2019-12-31 23:59:59'", "'2020-01-01 00:00:00'", "'2025-12-31 10:00:00'",
           "'2026-01-01 00:00:00'", "'2026-10-20 12:00:00'", "'2029-06-01 08:30:00'", "'2030-01-01 00:00:00'",
           "'2030-01-01 00:00:01'"],
    "bool": ["true", "false"],
    "json": ["'{}'"],
}
SQLITE_EXTRA = {  # other storage classes a SQLite column may hold whatever it declares
    "int": ["'abc'", "2.5", "x'00'"], "pk": [], "dec": ["'abc'", "x'00'"], "text": ["42", "3.5", "x'00'"],
    "date": ["20260601", "'abc'"], "ts": ["1700000000", "'abc'"], "bool": ["0", "1", "2"], "json": [],
}
PG_TYPES = cases_src.TYPES["postgresql"]


def strip_strings(s):
    return re.sub(r"'(?:[^']|'')*'", "''", s)


def referenced(cond, cols):
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", strip_strings(cond)))
    return [c for c in cols if c in words]


def gen_rows(cols, coldefs, dialect):
    sets = []
    for c in cols:
        typ, nullable = coldefs[c]
        vals = list(VALUES[typ])
        if dialect == "sqlite":
            vals = [v for v in vals if v not in ("true", "false")] + (["0", "1"] if typ == "bool" else [])
            vals += SQLITE_EXTRA[typ]
        if nullable:
            vals.append("NULL")
        sets.append(vals)
    return list(itertools.product(*sets))


def qi(name):
    return f'"{name}"'


def taut_sql(case):
    t = case["taut"]
    coldefs = cases_src.columns(case["schema"])[t["table"]]
    cols = referenced(t["cond"], coldefs)
    ev = "sqlite" if case["dialect"] == "sqlite" else "postgresql"
    rows = gen_rows(cols, coldefs, ev)
    if ev == "sqlite":
        ddl = "CREATE TABLE gen (g INTEGER, " + ", ".join(f"{qi(c)} {cases_src.TYPES['sqlite'][coldefs[c][0]]}" for c in cols) + ");"
    else:
        ddl = "CREATE TEMP TABLE gen (g integer, " + ", ".join(f"{qi(c)} {PG_TYPES[coldefs[c][0]].replace(' PRIMARY KEY', '')}" for c in cols) + ");"
    ins = []
    for i, r in enumerate(rows):
        ins.append(f"INSERT INTO gen VALUES ({i}, " + ", ".join(r) + ");")
    cond = t["cond"]
    if t.get("having"):
        ins += [f"INSERT INTO gen SELECT -1, {', '.join(qi(c) for c in cols)} FROM gen;"]
        q = f"SELECT count(*) FROM (SELECT g FROM gen GROUP BY g HAVING ({cond}) IS NOT TRUE) x"
        ex = f"SELECT g FROM gen GROUP BY g HAVING ({cond}) IS NOT TRUE LIMIT 1"
    else:
        q = f"SELECT count(*) FROM gen WHERE ({cond}) IS NOT TRUE"
        ex = f"SELECT {', '.join(qi(c) for c in cols)} FROM gen WHERE ({cond}) IS NOT TRUE LIMIT 1"
    return ev, ddl, ins, q, ex, len(rows), cols


def run_taut(case):
    ev, ddl, ins, q, ex, n, cols = taut_sql(case)
    if ev == "sqlite":
        db = sqlite3.connect(":memory:")
        db.executescript(ddl + "\n".join(ins))
        bad = db.execute(q).fetchone()[0]
        example = db.execute(ex).fetchone()
        example = [v.hex() if isinstance(v, bytes) else v for v in example] if example else None
    else:
        script = "\\set ON_ERROR_STOP 1\nBEGIN;\n" + ddl + "\n" + "\n".join(ins) + f"\n{q};\n{ex};\nROLLBACK;\n"
        p = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-F", "|"], input=script, capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError(f"{case['id']} taut: {p.stderr}")
        lines = [x for x in p.stdout.splitlines() if x.strip() != ""]
        bad = int(lines[0])
        example = lines[1].split("|") if len(lines) > 1 else None
    return {"evaluated_in": ev, "columns": cols, "rows": n, "rows_not_true": bad, "example_not_true": example,
            "holds_for_every_row": bad == 0}


class NullParams(dict):
    def __missing__(self, key):
        return None


def run_sqlite(case):
    db = sqlite3.connect(":memory:")
    db.executescript(case["schema_ddl"])
    q = case["query"].strip()
    try:
        if re.search(r"(^|[^:\w]):[A-Za-z_]", strip_strings(q)):
            db.execute("EXPLAIN " + q, NullParams())
        else:
            db.execute("EXPLAIN " + q, (None,) * strip_strings(q).count("?"))
        return {"engine": f"sqlite {sqlite3.sqlite_version}", "accepted": True, "error": None}
    except (sqlite3.Error, sqlite3.Warning) as e:
        return {"engine": f"sqlite {sqlite3.sqlite_version}", "accepted": False, "error": f"{type(e).__name__}: {e}"}


PG_VERSION = None


def run_pg(case):
    global PG_VERSION
    if PG_VERSION is None:
        PG_VERSION = subprocess.run(["psql", "-X", "-A", "-t", "-c", "SHOW server_version"], capture_output=True, text=True).stdout.strip()
    q = case["query"].strip().rstrip(";")
    if re.search(r"\$\d", strip_strings(q)):
        stmt = f"PREPARE oracle_q AS {q};"
    else:
        stmt = f"EXPLAIN {q};"
    script = ("\\set ON_ERROR_STOP 1\n\\set VERBOSITY verbose\nBEGIN;\n" + case["schema_ddl"] +
              "\n\\echo @@QUERY@@\n" + stmt + "\nROLLBACK;\n")
    p = subprocess.run(["psql", "-X", "-q"], input=script, capture_output=True, text=True)
    if "@@QUERY@@" not in p.stdout:
        raise RuntimeError(f"{case['id']}: schema failed: {p.stderr}")
    err = None
    if p.returncode != 0:
        err = " ".join(l for l in p.stderr.splitlines() if l.startswith("psql:") or "ERROR" in l)[:400]
    return {"engine": f"PostgreSQL {PG_VERSION}", "accepted": p.returncode == 0, "error": err}


def main():
    cases = cases_src.build()
    out, problems = [], []
    for c in cases:
        rec = {"id": c["id"], "dialect": c["dialect"], "label": c["label"], "category": c["category"]}
        if c["dialect"] == "sqlite":
            rec["engine_check"] = run_sqlite(c)
        elif c["dialect"] == "postgresql":
            rec["engine_check"] = run_pg(c)
        else:
            rec["engine_check"] = None
            rec["basis"] = c["basis"]
        ec = rec["engine_check"]
        if ec is not None:
            if c["label"] == "valid" and not ec["accepted"]:
                problems.append(f"{c['id']}: labelled valid but the engine rejects it: {ec['error']}")
            if c["label"] == "invalid" and ec["accepted"]:
                problems.append(f"{c['id']}: labelled invalid but the engine accepts it")
        if c.get("taut"):
            t = run_taut(c)
            rec["tautology_check"] = t
            want_all = c["taut"]["expect"] == "all"
            if want_all != t["holds_for_every_row"]:
                problems.append(f"{c['id']}: tautology check disagrees: {t}")
            if want_all and c["label"] != "unsafe":
                problems.append(f"{c['id']}: tautology but not labelled unsafe")
        out.append(rec)
    with open(os.path.join(here, "oracle_output.json"), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    for p in problems:
        print("DISAGREE", p)
    print(f"{len(out)} cases checked, {len(problems)} disagreements")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
