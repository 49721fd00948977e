#!/usr/bin/env python3
"""Labels every case of cases.json with oracles that are not Verdict, writes labels.json, and exits 1 when a
committed label (`expect` in cases.json) disagrees with what the oracles say.

Oracles
  sqlite       Python's sqlite3 module: the schema is created in an in-memory database and `EXPLAIN <query>` is prepared.
  postgresql   PostgreSQL through psql: schema created in a fresh schema inside a transaction that is rolled back,
               then `EXPLAIN <query>` (or `PREPARE` when the query has $n parameters).
  mysql        MariaDB through the mariadb/mysql client with MySQL 8's default sql_mode; `EXPLAIN <query>`.
  mariadb      MariaDB with its default sql_mode; `EXPLAIN <query>`.
  others       (transactsql, bigquery, snowflake) no engine: the label is a hand label (first reading), to be
               confirmed by an independent second reading (second-reading.json); see README.md.
  safety       the documented safety rules of docs/sql.md (the case names the rule in `rule`), and for tautologies a
               semantic check: the WHERE predicate is evaluated over an edge-row table (NULLs where the column allows
               them, empty strings, '%', zero, negatives, int32 extremes, old and future dates) in SQLite and/or
               PostgreSQL; it is a tautology when it keeps every row. Safe look-alikes must drop at least one row.

Environment
  ORACLE_PSQL   psql connection arguments (default: "-h 127.0.0.1 -p 5432 -U postgres")
  ORACLE_MYSQL  mariadb client connection arguments (default: "-h127.0.0.1 -P3306 -uroot")
Flags: --only DIALECT[,DIALECT]  --skip-missing (engines that cannot be reached are skipped, their labels not checked)
"""
import json
import os
import re
import shlex
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import schemas  # noqa: E402

PSQL = shlex.split(os.environ.get("ORACLE_PSQL", "-h 127.0.0.1 -p 5432 -U postgres"))
MYSQL = shlex.split(os.environ.get("ORACLE_MYSQL", "-h127.0.0.1 -P3306 -uroot"))
MYSQL8_MODE = "ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION"
HAND_DIALECTS = {"transactsql", "bigquery", "snowflake"}
SAFETY_RULES = {"tautology", "stacked", "write", "ddl", "delete-without-where", "update-without-where", "catalogue",
                "comment-truncation", "dangerous-function", "union-probe"}


# ---------------------------------------------------------------- engines
def sqlite_check(ddl, query):
    con = sqlite3.connect(":memory:")
    try:
        con.executescript(ddl)
        params = []
        for _ in range(3):
            try:
                con.execute("EXPLAIN " + query, params).fetchall()
                return True, "prepared"
            except sqlite3.ProgrammingError as e:
                m = re.search(r"uses (\d+), and there are \d+ supplied", str(e))
                if not m:
                    return False, f"{type(e).__name__}: {e}"
                params = [None] * int(m.group(1))
            except sqlite3.Error as e:
                return False, f"{type(e).__name__}: {e}"
        return False, "could not bind parameters"
    finally:
        con.close()


def sqlite_version():
    return "SQLite " + sqlite3.sqlite_version


def run_psql(script):
    p = subprocess.run(["psql", *PSQL, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", "postgres"], input=script,
                       capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def pg_check(ddl, query):
    stmt = f"PREPARE hw_q AS {query}" if re.search(r"\$\d", query) else f"EXPLAIN {query}"
    script = ("\\set VERBOSITY verbose\nBEGIN;\nCREATE SCHEMA hw_case;\nSET search_path = hw_case;\n" + ddl +
              "\n\\echo HW-QUERY-START\n" + stmt + "\n;\nROLLBACK;\n")
    rc, out, err = run_psql(script)
    if "HW-QUERY-START" not in out:
        raise RuntimeError(f"schema failed in PostgreSQL: {err.strip()}")
    if rc == 0:
        return True, "planned" if stmt.startswith("EXPLAIN") else "prepared"
    first = next((line for line in err.splitlines() if "ERROR" in line), err.strip())
    return False, first.strip()


def pg_version():
    rc, out, err = run_psql("SELECT version();")
    m = re.search(r"PostgreSQL [0-9.]+", out)
    if rc != 0 or not m:
        raise RuntimeError("PostgreSQL not reachable: " + err.strip())
    return m.group(0)


def run_mysql(script):
    p = subprocess.run(["mariadb", *MYSQL, "--batch", "--skip-column-names"], input=script, capture_output=True,
                       text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def mysql_check(ddl, query, mode):
    setmode = f"SET SESSION sql_mode = '{mode}';\n" if mode else ""
    script = ("DROP DATABASE IF EXISTS hw_case; CREATE DATABASE hw_case; USE hw_case;\n" + ddl + "\n" + setmode +
              "SELECT 'HW-QUERY-START';\nEXPLAIN " + query + "\n;\n")
    rc, out, err = run_mysql(script)
    run_mysql("DROP DATABASE IF EXISTS hw_case;")
    if "HW-QUERY-START" not in out:
        raise RuntimeError(f"schema failed in MariaDB: {err.strip()}")
    if rc == 0:
        return True, "explained"
    lines = [line for line in err.splitlines() if line.startswith("ERROR")]
    return False, lines[0] if lines else (err.strip() or "error")


def mysql_version():
    rc, out, err = run_mysql("SELECT VERSION();")
    if rc != 0:
        raise RuntimeError("MariaDB not reachable: " + err.strip())
    return "MariaDB " + out.strip().split("-")[0]


# ---------------------------------------------------------------- tautology check over edge rows
EDGE = {
    "int": [None, 0, 1, -1, 2, 3, 5, 7, 9, 12, 17, 42, 100, 2147483647, -2147483648],
    "str": [None, "", "a", "x", "q", "z", "admin", "bob", "alice", "carol", "eve", "open", "closed", "pending", "paid",
            "overdue", "exception", "scheduled", "owner", "guest", "viewer", "%", " ", "O'Brien", "e@x.io", "me@x.com",
            "root@corp.test", "Doe", "M-1", "A1", "C-9", "tier2", "poetry", "cable", "CB-1", "a@b.c", "x@y.z"],
    "dec": [None, 0, 0.01, 0.49, 0.5, 1, -1.5, 100, 500.01, 40000, 50000, 60000, 60000.01, 99999999.99],
    "date": [None, "1900-01-01", "2000-02-29", "2024-01-15", "2099-12-31"],
    "ts": [None, "1970-01-01 00:00:00", "2020-05-05 10:00:00", "2024-06-30 23:59:59", "2099-01-01 00:00:00"],
    "bool": [None, True, False],
    "char2": [None, "DE", "US", "FR", ""],
    "char3": [None, "EUR", "USD", ""],
}
EDGE["text"] = EDGE["str"]
N_ROWS = 60


def edge_rows(cols):
    rows = []
    for i in range(N_ROWS):
        row = []
        for j, (name, typ, flags) in enumerate(cols):
            fl = flags.split()
            vals = EDGE[typ] if not ({"pk", "nn"} & set(fl)) else [v for v in EDGE[typ] if v is not None]
            if "pk" in fl:
                v = [-2147483648, 2147483647][i] if i < 2 else i - 5
            elif i == 0 and None in vals:
                v = None
            else:
                v = vals[(i * (2 * j + 1) + j) % len(vals)]
            row.append(v)
        rows.append(row)
    return rows


def lit(v, dialect):
    if v is None:
        return "NULL"
    if isinstance(v, bool):
        return ("TRUE" if v else "FALSE") if dialect == "postgresql" else ("1" if v else "0")
    if isinstance(v, (int, float)):
        return repr(v)
    return "'" + v.replace("'", "''") + "'"


def edge_table_sql(cols, table, dialect):
    ty = schemas.TYPES[dialect]
    defs = ", ".join(f"{schemas.quote(dialect, n)} {ty[t]}" + (" NOT NULL" if {"pk", "nn"} & set(f.split()) else "")
                     for n, t, f in cols)
    ins = "\n".join(f"INSERT INTO {table} VALUES ({', '.join(lit(v, dialect) for v in r)});" for r in edge_rows(cols))
    return f"CREATE TABLE {table} ({defs});\n{ins}\n"


def taut_check(case, engine):
    tc = case["taut"]
    cols = schemas.column_defs(case["schema"], tc["table"])
    src = tc["table"] + (f" {tc['alias']}" if tc.get("alias") else "")
    q_all = f"SELECT count(*) FROM {src}"
    q_kept = f"SELECT count(*) FROM {src} WHERE {tc['pred']}"
    if engine == "sqlite":
        con = sqlite3.connect(":memory:")
        con.executescript(edge_table_sql(cols, tc["table"], "sqlite"))
        total, kept = con.execute(q_all).fetchone()[0], con.execute(q_kept).fetchone()[0]
        con.close()
    else:
        script = ("BEGIN;\nCREATE SCHEMA hw_edge;\nSET search_path = hw_edge;\n" + edge_table_sql(cols, tc["table"], "postgresql")
                  + f"\\echo HW-COUNTS\n{q_all};\n{q_kept};\nROLLBACK;\n")
        rc, out, err = run_psql(script.replace("BEGIN;", "\\pset tuples_only on\nBEGIN;", 1))
        if rc != 0:
            raise RuntimeError(f"{case['id']}: edge check failed in PostgreSQL: {err.strip()}")
        nums = [int(x) for x in out.split("HW-COUNTS", 1)[1].split()]
        total, kept = nums[0], nums[1]
    return {"engine": engine, "rows": total, "kept": kept, "tautology": kept == total}


# ---------------------------------------------------------------- main
def main():
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        only = set(args[args.index("--only") + 1].split(","))
    skip_missing = "--skip-missing" in args

    rendered = schemas.all_rendered()
    with open(os.path.join(HERE, "schemas.json")) as f:
        if json.load(f) != rendered:
            print("schemas.json differs from schemas.py: run python3 schemas.py", file=sys.stderr)
            return 1
    with open(os.path.join(HERE, "cases.json")) as f:
        cases = json.load(f)["cases"]

    versions = {"sqlite": sqlite_version()}
    available = {"sqlite"}
    for name, fn in (("postgresql", pg_version), ("mariadb", mysql_version)):
        try:
            versions[name] = fn()
            available.add(name)
        except Exception as e:  # noqa: BLE001
            if not skip_missing:
                print(f"{name}: {e} (use --skip-missing to label without it)", file=sys.stderr)
                return 1
            print(f"warning: {name} unavailable, its labels are not checked: {e}", file=sys.stderr)
    if "mariadb" in available:
        available.add("mysql")
        versions["mysql"] = versions["mariadb"] + " with MySQL 8 default sql_mode"

    out, problems = [], []
    for c in cases:
        if only and c["dialect"] not in only:
            continue
        d, ddl, q = c["dialect"], rendered[c["schema"]][c["dialect"]], c["query"]
        rule = c.get("rule")
        rec = {"id": c["id"], "dialect": d, "expect": c["expect"]}
        if rule and rule not in SAFETY_RULES:
            problems.append(f"{c['id']}: unknown rule {rule}")
        eng = None
        if d in HAND_DIALECTS:
            rec["engine"] = None
        elif d not in available:
            rec["engine"] = "unavailable"
        elif rule == "stacked":
            rec["engine"] = {"sent": False, "why": "stacked statements: one statement per check, refused by the documented rule"}
        else:
            if d == "sqlite":
                ok, msg = sqlite_check(ddl, q)
            elif d == "postgresql":
                ok, msg = pg_check(ddl, q)
            else:
                ok, msg = mysql_check(ddl, q, MYSQL8_MODE if d == "mysql" else None)
            eng = ok
            rec["engine"] = {"name": versions[d], "accepted": ok, "message": msg}

        tchecks = []
        if c.get("taut"):
            for e in c["taut"]["check_in"]:
                if e in available:
                    tchecks.append(taut_check(c, e))
            rec["tautology_check"] = tchecks
            for t in tchecks:
                if t["tautology"] != c["taut"]["tautology"]:
                    problems.append(f"{c['id']}: edge check in {t['engine']} says tautology={t['tautology']} "
                                    f"({t['kept']}/{t['rows']} rows kept), case says {c['taut']['tautology']}")
            if rule == "tautology" and not c["taut"]["tautology"]:
                problems.append(f"{c['id']}: rule tautology on a predicate marked not a tautology")

        # the label the oracles give
        if d in HAND_DIALECTS:
            label, source = c["expect"], "hand label, first reading (second reading pending)"
            if c["expect"] == "unsafe" and not rule:
                problems.append(f"{c['id']}: unsafe without a documented rule")
        elif rule == "union-probe":
            label = "invalid" if eng is False else ("unsafe" if eng else c["expect"])
            source = f"{versions.get(d, d)} rejects the column-count mismatch; documented rule: UNION probing"
        elif rule:
            label = "unsafe"
            source = f"documented safety rule: {rule}" + (" + edge-row check" if tchecks else "")
        elif eng is None:
            label, source = c["expect"], f"{d} engine unavailable: not checked"
        else:
            label = "valid" if eng else "invalid"
            source = f"{versions[d]}: " + ("accepted" if eng else "rejected")
            if tchecks:
                source += " + edge-row check (not a tautology)"
        rec["label"], rec["label_source"] = label, source
        if label != c["expect"]:
            problems.append(f"{c['id']}: oracle says {label} ({rec.get('engine')}), case says {c['expect']}")
        out.append(rec)

    with open(os.path.join(HERE, "labels.json"), "w") as f:
        json.dump({"engines": versions, "labels": out}, f, indent=1)
        f.write("\n")
    for p in problems:
        print("DISAGREE " + p)
    print(f"{len(out)} cases labelled; {len(problems)} disagreement(s); engines: {versions}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
