#!/usr/bin/env python3
"""Oracle for held-out SQL round 14, independent of the service.

- sqlite cases: the sqlite3 command-line shell (SQLite 3.40) prepares `EXPLAIN <statement>` against the schema (each
  statement of a stacked case on its own; unbound parameters are NULL). Accepted = every statement prepared.
- postgresql cases: a real PostgreSQL (15) in a temporary cluster: `BEGIN; <schema>; EXPLAIN <statement>; ROLLBACK`
  (`PREPARE` when the query has $n parameters). Accepted = no error.
- Labels: valid = accepted and no documented safety rule applies; invalid = rejected; unsafe = accepted and a rule
  of docs/sql.md (named in `policy`) refuses it. A disagreement between a label and the engine is reported and fails.
- Tautologies (`taut`): the WHERE condition is evaluated over generated rows (every combination of edge values of the
  columns it reads, NULL included where the schema allows it, NaN and ±infinity in PostgreSQL, text in SQLite integer
  columns); it must be TRUE on every row. sqlite cases are evaluated in SQLite, all others in PostgreSQL (mysql and
  transactsql conditions in their PostgreSQL rendering, given in the case). Non-tautologies with OR (`escape`) must
  leave at least one row not TRUE.
- mysql and transactsql: no engine here; the label is a reading of the vendor documentation, recorded in
  `oracle_note`; only their tautology conditions are evaluated.

Needs: sqlite3 shell, and PostgreSQL reachable with PGHOST/PGPORT/PGUSER (a throwaway cluster: initdb -A trust,
pg_ctl start -o "-p PORT -k DIR"). Writes oracle_output.json next to this file.
Run: python3 cases_src.py && PGHOST=... PGPORT=... PGUSER=postgres python3 oracle.py
"""
import itertools
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_src  # noqa: E402

DOMAINS = {
    "int": [None, -3, 0, 1, 4, 7, 15, 30, 60, 250, 10001],
    "text": [None, "", " ", "U", "x", "Dana Whitaker", "free", "Rotterdam", "home", "1Z999", "picked", "delivered", "DE",
             "enterprise", "lang", "alice", "pro", "%"],
    "num": [None, -1.5, 0, 0.01, 12.34, 500, 500.01, 1000.5],
    "ts": [None, "1999-12-31 23:59:59", "2025-06-30 00:00:00", "2030-01-01 12:00:00"],
    "date": [None, "1999-12-31", "2025-06-29", "2025-06-30", "2025-07-01"],
    "bool": [None, True, False],
    "json": [None, "{}", '{"fragile": true}'],
}
EXTRA = {
    "sqlite": {"int": ["abc", 2.5], "num": ["abc"]},
    "postgresql": {"num": ["NaN"], "ts": ["infinity", "-infinity"], "date": ["infinity", "-infinity"]},
}


def lit(v, dialect):
    if v is None:
        return "NULL"
    if isinstance(v, bool):
        return ("1" if v else "0") if dialect == "sqlite" else ("TRUE" if v else "FALSE")
    if isinstance(v, (int, float)):
        return repr(v)
    return "'" + v.replace("'", "''") + "'"


def gen_rows(schema, table, cond, dialect, cols=None):
    spec = cases_src.columns(schema, table)
    used = cols or [c for c, _, _ in spec if re.search(r'(?<![\w"])"?' + re.escape(c) + r'"?(?![\w])', cond)]
    domains = []
    for c, kind, flags in spec:
        if c in used:
            dom = DOMAINS[kind] + EXTRA.get(dialect, {}).get(kind, [])
            if "nn" in flags or "pk" in flags:
                dom = [v for v in dom if v is not None]
            domains.append(dom)
        else:
            domains.append(None)
    rows = []
    for n, combo in enumerate(itertools.product(*[d for d in domains if d is not None]), start=1):
        it = iter(combo)
        row = []
        for (c, kind, flags), dom in zip(spec, domains):
            if dom is not None:
                row.append(next(it))
            elif "pk" in flags:
                row.append(n)
            elif "nn" in flags:
                row.append({"int": 1, "text": "t", "ts": "2025-01-01 00:00:00", "date": "2025-01-01", "num": 1, "bool": True,
                            "json": "{}"}[kind])
            else:
                row.append(None)
        rows.append(row)
    names = ", ".join(cases_src.qi(c, dialect) for c, _, _ in spec)
    return [f"INSERT INTO {table} ({names}) VALUES (" + ", ".join(lit(v, dialect) for v in r) + ");" for r in rows], used


def psql(script):
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as f:
        f.write(script)
        path = f.name
    try:
        r = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-f", path], capture_output=True, text=True,
                           timeout=60)
    finally:
        os.unlink(path)
    return r.returncode, r.stdout.strip(), r.stderr.strip()


def sqlite_shell(script):
    r = subprocess.run(["sqlite3", "-bail", ":memory:"], input=script, capture_output=True, text=True, timeout=60)
    return r.returncode, r.stdout.strip(), r.stderr.strip()


def engine_check(c):
    stmts = c.get("statements") or [c["query"].rstrip().rstrip(";")]
    res = []
    for st in stmts:
        if c["dialect"] == "sqlite":
            rc, out, err = sqlite_shell(c["schema_ddl"] + "\nEXPLAIN " + st + ";\n")
        else:
            if re.search(r"\$\d", st):
                body = "PREPARE q AS " + st + ";\n"
            else:
                body = "EXPLAIN " + st + ";\n"
            rc, out, err = psql("BEGIN;\n" + c["schema_ddl"] + "\n" + body + "ROLLBACK;\n")
        first = err.splitlines()[0] if err else None
        if first:  # drop the temporary file name psql prefixes (no machine paths in the record)
            first = re.sub(r"^psql:[^:]*:\d+: ", "", first)
        res.append({"statement": st, "accepted": rc == 0, "error": first})
    return res


def cond_check(c, key):
    spec = c[key]
    dialect = "sqlite" if c["dialect"] == "sqlite" else "postgresql"
    if "sql" in spec:
        rc, out, err = psql(spec["sql"] + ";\n")
        assert rc == 0, err
        return {"evaluated_in": "postgresql", "rows": "generate_series", "not_true": int(out), "query": spec["sql"]}
    ddl = cases_src.render(c["schema_name"], dialect, unique=False)
    inserts, used = gen_rows(c["schema_name"], spec["table"], spec["cond"], dialect, spec.get("cols"))
    count = f"SELECT count(*), SUM(CASE WHEN ({spec['cond']}) THEN 0 ELSE 1 END) FROM {spec['table']};"
    if dialect == "sqlite":
        con = sqlite3.connect(":memory:")
        con.executescript(ddl)
        con.executescript("\n".join(inserts))
        total, not_true = con.execute(count.rstrip(";")).fetchone()
        con.close()
    else:
        rc, out, err = psql("BEGIN;\n" + ddl + "\n".join(inserts) + "\n" + count + "\nROLLBACK;\n")
        assert rc == 0, err
        total, not_true = (int(x) for x in out.split("|"))
    return {"evaluated_in": dialect, "columns_varied": used, "rows": total, "not_true": not_true, "condition": spec["cond"]}


def main():
    cases = cases_src.build()
    out, problems = [], []
    for c in cases:
        rec = {"id": c["id"], "dialect": c["dialect"], "label": c["label"], "oracle": c["oracle"]}
        if c["dialect"] in ("sqlite", "postgresql"):
            rec["engine"] = engine_check(c)
            accepted = all(s["accepted"] for s in rec["engine"])
            derived = "invalid" if not accepted else ("unsafe" if c.get("policy") else "valid")
            rec["derived_label"] = derived
            if derived != c["label"]:
                problems.append(f"{c['id']}: label {c['label']} but engine says {derived}: {rec['engine']}")
        else:
            rec["note"] = c.get("oracle_note")
        if c.get("policy"):
            rec["policy"] = c["policy"]
        if "taut" in c:
            rec["tautology"] = cond_check(c, "taut")
            if rec["tautology"]["not_true"] != 0:
                problems.append(f"{c['id']}: tautology fails on {rec['tautology']['not_true']} rows")
        if "escape" in c:
            rec["escape"] = cond_check(c, "escape")
            if rec["escape"]["not_true"] == 0:
                problems.append(f"{c['id']}: no row escapes")
        out.append(rec)
        print(c["id"], c["label"], rec.get("derived_label", "(docs)"),
              "; ".join(s["error"] or "ok" for s in rec.get("engine", [])),
              ("taut not_true=%s/%s" % (rec["tautology"]["not_true"], rec["tautology"]["rows"])) if "tautology" in rec else "",
              ("escape not_true=%s/%s" % (rec["escape"]["not_true"], rec["escape"]["rows"])) if "escape" in rec else "")
    v = subprocess.run(["psql", "-X", "-At", "-c", "select version()"], capture_output=True, text=True).stdout.strip()
    s = subprocess.run(["sqlite3", "--version"], capture_output=True, text=True).stdout.strip()
    with open(os.path.join(HERE, "oracle_output.json"), "w") as f:
        json.dump({"sqlite": s, "postgresql": v, "problems": problems, "cases": out}, f, indent=1)
        f.write("\n")
    print("problems:", len(problems))
    for p in problems:
        print("  ", p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
