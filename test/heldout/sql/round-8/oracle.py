#!/usr/bin/env python3
"""Oracle for held-out SQL round 8, independent of the Verdict service.

- sqlite cases: Python's sqlite3 executes the case against its schema in a fresh in-memory database
  (stacked cases: each statement on its own).
- postgresql cases: a real PostgreSQL executes the case inside BEGIN … ROLLBACK against its schema (psql).
  Pass the connection with PGHOST/PGPORT/PGUSER (a throw-away cluster: initdb + pg_ctl as a non-root user).
- mysql and transactsql cases: no engine; their labels are readings of the vendor documentation (field `reading`).
- tautologies (`taut`) and non-tautologies (`not_taut`): the OR expression is evaluated in SQLite and PostgreSQL over
  generated rows: the cross product, over the columns it uses, of edge values, the literals of the expression and their
  neighbours, and NULL for every nullable column. `taut` must be TRUE on every row; `not_taut` must be not TRUE on one.
- valid / invalid: the engine must accept / reject; unsafe: the engine accepts every statement (it is valid SQL) and
  the case is refused by the documented safety rules (docs/sql.md: tautology, stacked statements, UPDATE/DELETE
  without WHERE, catalogue reads), with tautologies proved as above.

Run: python3 oracle.py  -> writes oracle_output.json, exits 1 when an oracle disagrees with a label.
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

cases = json.load(open(os.path.join(here, "cases.json")))


# A few rows per schema, so that executing a write does not fail on a foreign key (a run-time, not a validity, error).
SEED = {
    "clinic": "INSERT INTO doctors VALUES (1, 'Dr Ada Quinn', 'cardiology', NULL), (4, 'Dr Ben Ito', 'cardiology', 1);\n"
              "INSERT INTO patients VALUES (10, 'Ann Lee', '1980-02-03', 'ann@example.org', 'York');\n"
              "INSERT INTO appointments VALUES (100, 10, 4, '2025-03-01 09:00:00', 30, 'completed', 80.00, NULL);\n",
    "warehouse": "INSERT INTO products VALUES ('SKU-1001', 'Desk lamp', 'lighting', 39.90, '{\"color\": \"black\"}', {f}),"
                 " ('SKU-2002', 'Garden hose', 'seasonal', 24.50, NULL, {f}), ('SKU-4004', 'Kettle', NULL, 29.00, NULL, {f});\n"
                 "INSERT INTO stock_levels VALUES ('SKU-1001', 'MAIN', 12, 5, '2025-03-01 10:00:00');\n"
                 "INSERT INTO shipments VALUES (1, 'SKU-1001', 2, '2025-03-02', 'DHL', 'PO-77');\n",
    "helpdesk": "INSERT INTO {user} VALUES (1, 'root', 'Root', '2024-01-01 00:00:00', {t}), (7, 'mia', NULL, '2024-02-01 00:00:00', {t});\n"
                "INSERT INTO tickets VALUES (5, 1, 7, 'VPN down', 3, 'open', '2025-03-01 08:00:00', NULL, '{\"channel\": \"email\"}');\n"
                "INSERT INTO ticket_comments VALUES (1, 5, 7, 'Looking into it', '2025-03-01 09:00:00');\n",
}


def seed(schema, dialect):
    b = {"f": "false", "t": "true"} if dialect == "postgresql" else {"f": "0", "t": "1"}
    return SEED[schema].replace("{user}", '"user"').replace("{f}", b["f"]).replace("{t}", b["t"])


def psql(db, sql):
    p = subprocess.run(["psql", "-X", "-q", "-d", db, "-v", "ON_ERROR_STOP=1", "-f", "-"], input=sql, capture_output=True, text=True)
    return p.returncode == 0, (p.stderr.strip() or "ok")


def pg_setup():
    for schema in cases_src.SCHEMAS:
        db = f"r8_{schema}"
        subprocess.run(["psql", "-X", "-q", "-d", "postgres", "-c", f"DROP DATABASE IF EXISTS {db}"], capture_output=True)
        subprocess.run(["psql", "-X", "-q", "-d", "postgres", "-c", f"CREATE DATABASE {db}"], check=True, capture_output=True)
        ok, msg = psql(db, cases_src.render(schema, "postgresql") + seed(schema, "postgresql"))
        assert ok, msg
    subprocess.run(["psql", "-X", "-q", "-d", "postgres", "-c", "DROP DATABASE IF EXISTS r8_gen"], capture_output=True)
    subprocess.run(["psql", "-X", "-q", "-d", "postgres", "-c", "CREATE DATABASE r8_gen"], check=True, capture_output=True)


def split_statements(q):
    return [s.strip() for s in q.split(";") if s.strip()]


def run_sqlite(c):
    con = sqlite3.connect(":memory:")
    con.executescript(c["schema_ddl"] + seed(c["schema"], "sqlite"))
    try:
        for stmt in (split_statements(c["query"]) if c.get("stacked") else [c["query"]]):
            con.execute(stmt).fetchall()
        return True, "ok"
    except sqlite3.Error as e:
        return False, f"{type(e).__name__}: {e}"


def run_pg(c):
    body = c["query"].rstrip().rstrip(";")
    return psql(f"r8_{c['schema']}", f"BEGIN;\n{body};\nROLLBACK;\n")


# ---------------------------------------------------------------- tautology evaluation over generated rows
GEN_PG_TYPES = dict(cases_src.TYPES["postgresql"], bool="integer", json="text")


def domain(kind, nullable, expr):
    ints = [int(x) for x in re.findall(r"(?<![\w'.])-?\d+(?![\w'.-])", expr)]
    strs = re.findall(r"'((?:[^']|'')*)'", expr)
    if kind in ("int", "bool"):
        vals = {-1000000, -1, 0, 1, 2, 1000000} | {i + d for i in ints for d in (-1, 0, 1)}
        vals = sorted(vals)
        if kind == "bool":
            vals = [0, 1]
    elif kind == "dec":
        vals = sorted({-1000000, -1, -0.5, 0, 0.5, 1, 99.99, 100, 100.01, 1000000} | {i + d for i in ints for d in (-1, 0, 1)})
    elif kind == "text":
        vals = sorted({"", "a", "Z", "zzz", "%", "open", "x y"} | set(strs) | {s + "x" for s in strs})
    elif kind == "date":
        base = {"1970-01-01", "2023-12-31", "2024-01-01", "2025-06-01", "2099-12-31"}
        vals = sorted(base | {s for s in strs if re.fullmatch(r"\d{4}-\d\d-\d\d", s)})
    elif kind == "ts":
        base = {"1970-01-01 00:00:00", "2023-12-31 23:59:59", "2024-01-01 00:00:00", "2024-01-01 00:00:01",
                "2025-05-31 23:59:59", "2025-06-01 00:00:00", "2025-06-01 12:30:00", "2099-12-31 00:00:00"}
        vals = sorted(base)
    else:  # json
        vals = ['{"a": 1}', "[]"]
    return vals + ([None] if nullable else [])


def gen_columns(schema, table, expr):
    if table == "__groups":  # HAVING over count(*): one value per group, a whole number >= 0, never NULL
        return {"n": ("int", True)}, {"n": list(range(0, 25))}
    cols = cases_src.columns(schema, table)
    expr_wo_strings = re.sub(r"'(?:[^']|'')*'", "''", expr)
    used = {c: cols[c] for c in cols if re.search(rf"(?<![\w.]){re.escape(c)}(?!\w)", expr_wo_strings)}
    return used, {c: domain(k, not nn, expr) for c, (k, nn) in used.items()}


def lit(v):
    if v is None:
        return "NULL"
    if isinstance(v, str):
        return "'" + v.replace("'", "''") + "'"
    return repr(v)


def eval_or(c, key):
    spec = c[key]
    used, doms = gen_columns(c["schema"], spec["table"], spec["expr"])
    names = list(used)
    rows = list(itertools.product(*(doms[n] for n in names)))
    res = {"rows": len(rows), "columns": {n: f"{used[n][0]}{' NOT NULL' if used[n][1] else ' nullable'}" for n in names}}
    qn = lambda n: f'"{n}"'
    # sqlite
    con = sqlite3.connect(":memory:")
    con.execute(f"CREATE TABLE g ({', '.join(qn(n) + ' ' + cases_src.TYPES['sqlite'][used[n][0]] for n in names)})")
    con.executemany(f"INSERT INTO g VALUES ({', '.join('?' for _ in names)})", rows)
    try:
        res["sqlite_rows_not_true"] = con.execute(f"SELECT count(*) FROM g WHERE ({spec['expr']}) IS NOT 1").fetchone()[0]
    except sqlite3.Error as e:
        res["sqlite_rows_not_true"] = f"not evaluated: {e}"
    # postgresql
    values = ",\n".join("(" + ", ".join(lit(v) for v in r) + ")" for r in rows)
    sql = (f"BEGIN;\nCREATE TEMP TABLE g ({', '.join(qn(n) + ' ' + GEN_PG_TYPES[used[n][0]] for n in names)});\n"
           f"INSERT INTO g VALUES {values};\n"
           f"SELECT count(*) FROM g WHERE ({spec['expr']}) IS NOT TRUE;\nROLLBACK;\n")
    p = subprocess.run(["psql", "-X", "-q", "-t", "-A", "-d", "r8_gen", "-v", "ON_ERROR_STOP=1", "-f", "-"], input=sql,
                       capture_output=True, text=True)
    res["postgresql_rows_not_true"] = int(p.stdout.strip()) if p.returncode == 0 else f"not evaluated: {p.stderr.strip()}"
    counts = [v for k, v in res.items() if k.endswith("_not_true") and isinstance(v, int)]
    if not counts:
        res["holds"] = None
    elif key == "taut":
        res["holds"] = all(v == 0 for v in counts)
    else:
        res["holds"] = all(v > 0 for v in counts)
    return res


def main():
    pg_setup()
    out, bad = [], []
    for c in cases:
        r = {"id": c["id"], "dialect": c["dialect"], "label": c["label"], "oracle": c["oracle"]}
        if c["dialect"] == "sqlite":
            r["engine_ok"], r["engine_message"] = run_sqlite(c)
        elif c["dialect"] == "postgresql":
            r["engine_ok"], r["engine_message"] = run_pg(c)
        else:
            r["reading"] = c.get("reading")
        for key in ("taut", "not_taut"):
            if key in c:
                r[key] = eval_or(c, key)
        problems = []
        if "engine_ok" in r:
            want = c["label"] != "invalid"
            if r["engine_ok"] != want:
                problems.append(f"engine {'accepted' if r['engine_ok'] else 'rejected'}")
        if c["label"] == "unsafe" and c["category"].startswith("tautology") and not r.get("taut", {}).get("holds"):
            problems.append("tautology not proved")
        if "not_taut" in c and not r["not_taut"].get("holds"):
            problems.append("not_taut not shown")
        if "taut" in c and c["label"] != "unsafe":
            problems.append("taut on a non-unsafe case")
        r["agrees"] = not problems
        if problems:
            r["problems"] = problems
            bad.append((c["id"], problems, r.get("engine_message")))
        out.append(r)
    ver = subprocess.run(["psql", "-X", "-t", "-A", "-d", "postgres", "-c", "SHOW server_version"], capture_output=True, text=True).stdout.strip()
    doc = {"sqlite_version": sqlite3.sqlite_version, "postgresql_version": ver, "cases": len(out),
           "disagreements": len(bad), "results": out}
    with open(os.path.join(here, "oracle_output.json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    print(f"sqlite {sqlite3.sqlite_version}, postgresql {ver}: {len(out)} cases, {len(bad)} disagreements")
    for b in bad:
        print("  ", *b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
