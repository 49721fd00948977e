#!/usr/bin/env python3
"""Oracle for held-out SQL round 12, independent of the service.

- sqlite cases: executed by Python's sqlite3 against the rendered schema (empty tables, inside a transaction that is
  rolled back; stacked statements are executed one by one; parameters bound to NULL). valid => runs, invalid => error.
- postgresql cases: executed by a real PostgreSQL (psql, BEGIN ... ROLLBACK, ON_ERROR_STOP) against the rendered
  schema (empty tables; foreign-key triggers off with session_replication_role = replica, since a write's key
  violation on empty tables says nothing about the query). Start one with e.g. `initdb -D DIR -A trust -U postgres && pg_ctl -D DIR -o "-p PORT -k SOCKDIR" start`
  and pass PGHOST=SOCKDIR PGPORT=PORT PGUSER=postgres.
- mysql / transactsql cases: labelled by a reading of the vendor documentation (field `doc` of each case); not executed.
- unsafe cases: policy families (stacked, catalogue, write without WHERE, writes without allow_writes, time functions)
  come from docs/sql.md; each statement must still run where an engine exists. Tautologies (`taut`) are evaluated over
  generated rows (NULLs and boundary values, plus every literal of the conditions and its neighbours): no row may make
  the condition other than TRUE. Near-misses (`escape`) need at least one row that is not TRUE.
Writes oracle_output.json and oracle_output.txt; exits 1 when any case disagrees with its label.
Usage: PGHOST=... PGPORT=... PGUSER=postgres python3 oracle.py
"""
import json
import os
import re
import sqlite3
import subprocess
import sys

from schemas import SCHEMAS, columns, render

HERE = os.path.dirname(os.path.abspath(__file__))
cases = json.load(open(os.path.join(HERE, "cases.json")))

# ------------------------------------------------------------------ generated rows
lits_s, lits_n = set(), set()
for c in cases:
    for spec in (c.get("taut"), c.get("escape")):
        if spec:
            lits_s.update(re.findall(r"'([^']*)'", spec[2]))
            for n in re.findall(r"(?<![\w.'])-?\d+(?:\.\d+)?", re.sub(r"'[^']*'", "", spec[2])):
                lits_n.add(float(n))
INTS = sorted({-101, -100, -50, -1, 0, 1, 2, 3, 4, 5, 7, 10, 49, 50, 51, 99, 100, 499, 500, 501, 1000, 2147483647}
              | {int(n) + d for n in lits_n for d in (-1, 0, 1) if abs(n) < 1e9})
NUMS = sorted({-100.5, -50.0, -0.01, 0.0, 0.01, 1.0, 9.99, 49999.99, 50000.0, 75000.0, 100000.0, 100000.01, 250000.0}
              | {round(n + d, 2) for n in lits_n for d in (-0.01, 0, 0.01)})
TEXTS = sorted({"", " ", "x", "Ann", "ann@example.com", "AMS1", "EU", "US", "us", "US ", "FR", "DE", "open", "paid",
                "void", "delivered", "in_transit", "lost", "enterprise", "jdoe", "Bob", "ZX9", "abc", "Le Guin", "%",
                "a%b", "Zed", "zz", "classic"} | lits_s)
DATES = ["1999-12-31", "2024-02-29", "2026-11-28", "2026-11-29", "2030-01-01"]
TSS = ["1999-01-01 00:00:00+00", "2026-11-28 23:59:59+00", "2026-11-29 05:00:00+00", "2035-05-05 05:05:05+00"]
JSONS = ['{"service_level": "express", "fragile": true}', '{}', '["classic", "sci-fi"]', '[]', '{"fragile": false}']
POOLS = {"int": INTS, "num": NUMS, "text": TEXTS, "date": DATES, "ts": TSS, "json": JSONS}


def rows(table_cols):
    n = max(len(p) for p in POOLS.values()) * 2
    out = []
    for i in range(n):
        r = []
        for j, (col, kind, nullable) in enumerate(table_cols):
            if col == "id" and j == 0:
                r.append(i + 1)
            elif nullable and i % 7 == j % 7:
                r.append(None)
            else:
                pool = POOLS[kind]
                r.append(pool[(i * (j + 1) + j) % len(pool)])
        out.append(r)
    return out


def q(name, dialect):
    return f'"{name}"' if name in ("user", "group", "order") else name


# ------------------------------------------------------------------ sqlite
def sqlite_db(schema, data):
    db = sqlite3.connect(":memory:", isolation_level=None)
    db.executescript(render(schema, "sqlite", loose=data))
    if data:
        for t, cols in columns(schema).items():
            ph = ",".join("?" * len(cols))
            db.executemany(f"INSERT INTO {q(t, 'sqlite')} VALUES ({ph})", rows(cols))
    return db


def split_statements(sql):
    return [s.strip() for s in re.split(r";\s*(?=\S)", sql.strip().rstrip(";")) if s.strip()]


def run_sqlite(db, sql):
    try:
        db.execute("BEGIN")
        for stmt in split_statements(sql):
            names = re.findall(r"(?<![:\w]):([A-Za-z_]\w*)", re.sub(r"'[^']*'", "", stmt))
            params = {n: None for n in names} if names else [None] * stmt.count("?")
            db.execute(stmt, params).fetchall()
        return "ok"
    except sqlite3.Error as e:
        return f"error: {e}"
    finally:
        db.execute("ROLLBACK")


# ------------------------------------------------------------------ postgresql
def psql(db, sql, check=False):
    p = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", db], input=sql,
                       capture_output=True, text=True)
    if check and p.returncode:
        raise RuntimeError(p.stderr)
    return p


def pg_setup():
    for schema in SCHEMAS:
        for suffix, data in (("", False), ("d", True)):
            db = f"r12{suffix}_{schema}"
            psql("postgres", f"DROP DATABASE IF EXISTS {db};", check=True)
            psql("postgres", f"CREATE DATABASE {db};", check=True)
            psql(db, render(schema, "postgresql", loose=data), check=True)
            if data:
                ns = SCHEMAS[schema]["ns"]
                stmts = []
                for t, cols in columns(schema).items():
                    tn = f"{ns}.{q(t, 'postgresql')}" if ns else q(t, "postgresql")
                    for r in rows(cols):
                        vals = ",".join("NULL" if v is None else (str(v) if isinstance(v, (int, float)) else
                                        "'" + str(v).replace("'", "''") + "'") for v in r)
                        stmts.append(f"INSERT INTO {tn} VALUES ({vals});")
                psql(db, "\n".join(stmts), check=True)


def run_pg(schema, sql):
    # foreign keys are not what is judged (the service applies tables without them): SET LOCAL
    # session_replication_role = replica keeps their triggers from firing on the writes of the empty tables
    p = psql(f"r12_{schema}", "BEGIN;\nSET LOCAL session_replication_role = replica;\n" + sql.rstrip().rstrip(";") + ";\nROLLBACK;\n")
    return "ok" if p.returncode == 0 else "error: " + p.stderr.strip().replace("\n", " | ")


# ------------------------------------------------------------------ tautology evaluation
def eval_sql(frm, cond, group):
    if group:
        return (f"SELECT COALESCE(SUM(1 - t), 0), COUNT(*) FROM (SELECT CASE WHEN ({cond}) THEN 1 ELSE 0 END AS t "
                f"FROM {frm} GROUP BY {group}) q")
    return f"SELECT COALESCE(SUM(CASE WHEN ({cond}) THEN 0 ELSE 1 END), 0), COUNT(*) FROM {frm}"


def evaluate(schema, spec, sdata):
    engine, frm, cond = spec[0], spec[1], spec[2]
    group = spec[3] if len(spec) > 3 else None
    sql = eval_sql(frm, cond, group)
    if engine == "sqlite":
        bad, total = sdata[schema].execute(sql).fetchone()
    else:
        p = psql(f"r12d_{schema}", sql + ";", check=True)
        bad, total = (int(x) for x in p.stdout.strip().split("|"))
    return int(bad), int(total)


def main():
    pg_setup()
    sempty = {s: sqlite_db(s, False) for s in SCHEMAS}
    sdata = {s: sqlite_db(s, True) for s in SCHEMAS}
    out, lines, disagree = [], [], 0
    for c in cases:
        r = {"id": c["id"], "dialect": c["dialect"], "label": c["label"], "category": c["category"]}
        if c["dialect"] == "sqlite":
            r["engine"] = run_sqlite(sempty[c["schema"]], c["query"])
        elif c["dialect"] == "postgresql":
            r["engine"] = run_pg(c["schema"], c["query"])
        else:
            r["engine"] = "not executed (vendor documentation reading): " + c.get("doc", "")
        ok = True
        if c["dialect"] in ("sqlite", "postgresql"):
            ran = r["engine"] == "ok"
            ok = ran if c["label"] in ("valid", "unsafe") else not ran
        if c.get("taut"):
            bad, total = evaluate(c["schema"], c["taut"], sdata)
            r["taut_rows_not_true"], r["taut_rows"] = bad, total
            ok = ok and bad == 0 and total > 0
        if c.get("escape"):
            bad, total = evaluate(c["schema"], c["escape"], sdata)
            r["escape_rows_not_true"], r["escape_rows"] = bad, total
            ok = ok and bad > 0
        if c["label"] == "unsafe" and not c.get("taut"):
            r["policy"] = c.get("note") or c.get("doc")
        r["agrees"] = ok
        disagree += not ok
        out.append(r)
        extra = ""
        if "taut_rows" in r:
            extra = f" taut: {r['taut_rows_not_true']}/{r['taut_rows']} rows not TRUE"
        if "escape_rows" in r:
            extra = f" escape: {r['escape_rows_not_true']}/{r['escape_rows']} rows not TRUE"
        lines.append(f"{'OK ' if ok else 'BAD'} {c['id']} {c['dialect']:<11} {c['label']:<7} {r['engine'][:150]}{extra}")
    json.dump(out, open(os.path.join(HERE, "oracle_output.json"), "w"), indent=1)
    pgv = psql("postgres", "SELECT version();").stdout.strip()
    head = [f"sqlite3 {sqlite3.sqlite_version}; {pgv}", f"{len(cases)} cases, {disagree} disagreeing with their label"]
    open(os.path.join(HERE, "oracle_output.txt"), "w").write("\n".join(head + lines) + "\n")
    print("\n".join(head + [l for l in lines]))
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
