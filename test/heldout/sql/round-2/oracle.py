"""Labels the round-2 SQL held-out set with real engines and writes cases.json.

- sqlite:      Python's sqlite3 module (SQLite 3.40.1 was used): the schema in a fresh in-memory database, then
               `EXPLAIN <query>` (placeholders bound to NULL). Accepted = valid.
- postgresql:  a real PostgreSQL server (15.18 was used) through psql: BEGIN; schema; EXPLAIN <query>; ROLLBACK.
               PG_DSN env var, default "host=127.0.0.1 port=55432 user=postgres dbname=postgres".
- mariadb:     a real MariaDB server (10.11 was used) through the mariadb client: the schema in a scratch database,
               then EXPLAIN <query>. MARIADB_ARGS env var, default "-h 127.0.0.1 -P 53306 -u root".
- transactsql: no engine here; two independent hand readings (queries.py `tsql`, tsql_reading_b.json); a query is
               kept only when they agree.
Safety labels (`unsafe`) are hand labels from the documented read-only rules (docs/sql.md, "Safety rules").

Expected answer: "acceptable" when the engine (or both T-SQL readings) accepts the query and it is not unsafe;
otherwise "reject".

Usage: python3 oracle.py            (re-labels and fails if cases.json differs)
       python3 oracle.py --write    (writes cases.json)
"""
import json
import os
import shlex
import sqlite3
import subprocess
import sys

import queries

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA_FILE = {"sqlite": "schema_sqlite_postgresql.sql", "postgresql": "schema_sqlite_postgresql.sql",
               "mariadb": "schema_mariadb.sql", "transactsql": "schema_transactsql.sql"}
PG_DSN = os.environ.get("PG_DSN", "host=127.0.0.1 port=55432 user=postgres dbname=postgres")
MARIADB_ARGS = shlex.split(os.environ.get("MARIADB_ARGS", "-h 127.0.0.1 -P 53306 -u root"))


def schema(dialect):
    with open(os.path.join(HERE, SCHEMA_FILE[dialect]), encoding="utf-8") as fh:
        return fh.read()


def check_sqlite(q):
    conn = sqlite3.connect(":memory:")
    conn.executescript(schema("sqlite"))
    for n in range(0, 10):
        try:
            conn.execute("EXPLAIN " + q, [None] * n)
            return True, "accepted"
        except sqlite3.ProgrammingError as e:
            if "bindings" in str(e) and n < 9:
                continue
            return False, f"{type(e).__name__}: {e}"
        except sqlite3.Error as e:
            return False, f"{type(e).__name__}: {e}"
    return False, "unreachable"


def check_postgres(q):
    script = "BEGIN;\n" + schema("postgresql") + "\n\\echo ===QUERY===\nEXPLAIN " + q + ";\nROLLBACK;\n"
    r = subprocess.run(["psql", PG_DSN, "-X", "-q", "-v", "ON_ERROR_STOP=1"], input=script,
                       capture_output=True, text=True)
    if "===QUERY===" not in r.stdout:
        sys.exit(f"schema failed on PostgreSQL: {r.stderr}")
    if r.returncode == 0:
        return True, "accepted"
    return False, r.stderr.strip().splitlines()[0] if r.stderr.strip() else f"exit {r.returncode}"


def check_mariadb(q):
    base = ["mariadb", *MARIADB_ARGS]
    subprocess.run(base + ["-e", "DROP DATABASE IF EXISTS heldout_r2; CREATE DATABASE heldout_r2;"], check=True)
    subprocess.run(base + ["heldout_r2"], input=schema("mariadb"), text=True, check=True)
    r = subprocess.run(base + ["heldout_r2", "-e", "EXPLAIN " + q], capture_output=True, text=True)
    if r.returncode == 0:
        return True, "accepted"
    return False, r.stderr.strip().splitlines()[-1]


def build():
    with open(os.path.join(HERE, "tsql_reading_b.json"), encoding="utf-8") as fh:
        tb = json.load(fh)["readings"]
    tsql_b = {r["query"]: r["label_b"] for r in tb}
    cases, dropped = [], []
    for i, q in enumerate(queries.Q):
        d = q["dialect"]
        row = {"id": f"q{i:02d}", "dialect": d, "category": q["category"], "query": q["query"],
               "schema_file": SCHEMA_FILE[d], "unsafe": q["unsafe"]}
        if q["allow_writes"] is not None:
            row["allow_writes"] = q["allow_writes"]
        if d == "sqlite":
            ok, msg = check_sqlite(q["query"])
            row["engine_source"] = f"SQLite {sqlite3.sqlite_version}"
        elif d == "postgresql":
            ok, msg = check_postgres(q["query"])
            row["engine_source"] = "PostgreSQL (psql EXPLAIN)"
        elif d == "mariadb":
            ok, msg = check_mariadb(q["query"])
            row["engine_source"] = "MariaDB (EXPLAIN)"
        else:
            a, b = q["tsql"], tsql_b.get(q["query"])
            if a != b:
                row["tsql_a"], row["tsql_b"] = a, b
                dropped.append(row)
                continue
            ok, msg = a == "valid", "hand readings agree: " + a
            row["engine_source"] = "two hand readings"
        row["engine_accepts"] = ok
        row["engine_message"] = msg
        row["expected"] = "acceptable" if ok and not q["unsafe"] else "reject"
        cases.append(row)
    return cases, dropped


def main():
    cases, dropped = build()
    if "--write" in sys.argv:
        for name, data in (("cases.json", cases), ("dropped.json", dropped)):
            with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
                json.dump(data, fh, indent=1, ensure_ascii=False)
                fh.write("\n")
        print(f"wrote {len(cases)} cases, {len(dropped)} dropped")
        return
    with open(os.path.join(HERE, "cases.json"), encoding="utf-8") as fh:
        old = json.load(fh)
    key = lambda c: (c["id"], c["query"], c["engine_accepts"], c["expected"])
    if [key(c) for c in old] != [key(c) for c in cases]:
        for o, n in zip(old, cases):
            if key(o) != key(n):
                print("differs:", o["id"], key(o)[2:], "->", key(n)[2:])
        sys.exit("cases.json differs from the oracle")
    print(f"ok: {len(cases)} cases agree with the engines and readings ({len(dropped)} dropped)")


if __name__ == "__main__":
    main()
