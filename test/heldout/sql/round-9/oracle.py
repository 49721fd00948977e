#!/usr/bin/env python3
"""Oracle for held-out SQL round 9, independent of the service.
- sqlite cases: Python's sqlite3 prepares `EXPLAIN <statement>` against the case's schema (each statement of a stacked query).
- postgresql cases: a real PostgreSQL (PGHOST/PGPORT/PGUSER of a cluster you started) runs `EXPLAIN <statement>`
  (`PREPARE` when the query has $n parameters) against the schema in a transaction that is rolled back.
- every case with `taut` (a FROM clause and an OR condition): the condition is evaluated in SQLite and in PostgreSQL
  over generated rows (every column through a pool of values, NULL included for nullable columns, plus seeded random
  rows); it is a tautology when every row of the FROM clause satisfies it.
- mysql and transactsql cases: labelled by hand from the vendor documentation (MySQL 8.0 reference manual, Microsoft
  T-SQL reference); only their `taut` conditions and `policy` are checked here.
The derived label must equal the case's label; the script prints every case and exits 1 on any disagreement.
Usage: PGHOST=<socket dir> PGPORT=<port> PGUSER=postgres python3 oracle.py [--out oracle_output.json]"""
import json, os, random, re, sqlite3, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from cases_src import CASES, SCHEMAS, render  # noqa: E402

POOLS = {
    "int": [-5, 0, 1, 5, 10, 12, 29, 30, 31, 49, 50, 51, 99, 100, 101, 500, 501, 1000, 1001],
    "text": ["", "x", "Kim", "Ann Lee", "mar", "a b", "Lead", "ana@example.org", "MRN-0042", "%"],
    "ktext": ["", "x", "DE", "FR", "EU", "active", "archived", "free", "pro", "MRN-0042", "A-1", "Ops", "Legal", "EUR", "DHL", "cardio", "K1"],
    "ts": ["2020-01-01 00:00:00", "2025-01-01 00:00:00", "2026-06-01 00:00:00", "2026-07-01 00:00:00", "2026-10-01 00:00:00"],
    "date": ["2020-01-01", "2026-01-01", "2026-06-01", "2026-11-28"],
    "bool": [0, 1],
    "money": [-1.5, 0, 0.01, 49.99, 50, 50.01, 100, 999.99, 1000, 1000.01, 120000],
    "json": ["{}", "{\"color\": \"red\", \"fragile\": true}"],
}


def gen_rows(cols, rnd):
    # a key value no other column holds, so outer joins meet rows without a partner
    pools = [POOLS[t] + ([None] if flag == "" else []) + ([7777] if flag == "pk" and t == "int" else []) for _, t, flag in cols]
    base = [p[0] for p in pools]
    rows = []
    for ci, p in enumerate(pools):
        for v in p:
            r = list(base)
            r[ci] = v
            rows.append(r)
    for _ in range(150):
        rows.append([rnd.choice(p) for p in pools])
    return rows


def data_rows(schema):
    rnd = random.Random(9)
    return {t: gen_rows(cols, rnd) for t, cols in SCHEMAS[schema]["tables"].items()}


def data_ddl(schema, dialect):
    # same tables, NOT NULL kept, keys dropped (generated rows repeat values)
    ddl = render(schema, dialect)
    ddl = ddl.replace(" PRIMARY KEY NOT NULL", " NOT NULL").replace(" PRIMARY KEY", " NOT NULL")
    return ddl


def sqlite_explain(schema, query):
    con = sqlite3.connect(":memory:")
    con.executescript(render(schema, "sqlite"))
    errs = []
    for stmt in split_statements(query):
        n = len(re.findall(r"\?", stmt))
        try:
            con.execute("EXPLAIN " + stmt, [None] * n)
        except Exception as e:  # noqa: BLE001
            errs.append(str(e))
    con.close()
    return errs


def split_statements(q):
    return [s.strip() for s in q.split(";") if s.strip()]


def psql(db, sql):
    p = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", db], input=sql, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr.strip()


def pg_setup():
    for schema in SCHEMAS:
        for db, ddl in ((f"r9_{schema}", render(schema, "postgresql")), (f"r9data_{schema}", data_ddl(schema, "postgresql"))):
            subprocess.run(["psql", "-X", "-q", "-d", "postgres", "-c", f"DROP DATABASE IF EXISTS {db}"], check=True, capture_output=True)
            subprocess.run(["psql", "-X", "-q", "-d", "postgres", "-c", f"CREATE DATABASE {db}"], check=True, capture_output=True)
            rc, _, err = psql(db, ddl)
            assert rc == 0, err
        rows = data_rows(schema)
        sql = []
        for t, cols in SCHEMAS[schema]["tables"].items():
            for r in rows[t]:
                vals = []
                for (c, ty, _), v in zip(cols, r):
                    if v is None:
                        vals.append("NULL")
                    elif ty == "bool":
                        vals.append("true" if v else "false")
                    elif isinstance(v, str):
                        vals.append("'" + v.replace("'", "''") + "'")
                    else:
                        vals.append(str(v))
                sql.append(f"INSERT INTO {t} VALUES ({', '.join(vals)});")
        rc, _, err = psql(f"r9data_{schema}", "\n".join(sql))
        assert rc == 0, err


def pg_explain(schema, query):
    errs = []
    for stmt in split_statements(query):
        if re.search(r"\$\d", stmt):
            body = f"PREPARE r9q AS {stmt};"
        else:
            body = f"EXPLAIN {stmt};"
        rc, _, err = psql(f"r9_{schema}", f"BEGIN;\n{body}\nROLLBACK;\n")
        if rc != 0:
            errs.append(err)
    return errs


SQLITE_DATA = {}


def sqlite_data(schema):
    if schema not in SQLITE_DATA:
        con = sqlite3.connect(":memory:")
        con.executescript(data_ddl(schema, "sqlite"))
        for t, rows in data_rows(schema).items():
            con.executemany(f"INSERT INTO {t} VALUES ({', '.join('?' * len(rows[0]))})", rows)
        SQLITE_DATA[schema] = con
    return SQLITE_DATA[schema]


def taut_counts(schema, frm, cond):
    out = {}
    con = sqlite_data(schema)
    total = con.execute(f"SELECT count(*) FROM {frm}").fetchone()[0]
    true_ = con.execute(f"SELECT count(*) FROM {frm} WHERE {cond}").fetchone()[0]
    out["sqlite"] = [total, true_]
    rc, so, err = psql(f"r9data_{schema}", f"\\pset tuples_only on\n\\pset format unaligned\nSELECT count(*) FROM {frm};\nSELECT count(*) FROM {frm} WHERE {cond};\n")
    out["postgresql"] = [int(x) for x in so.split()] if rc == 0 else err
    return out


def main():
    pg_setup()
    results, bad = [], []
    for c in CASES:
        r = {"id": c["id"], "dialect": c["dialect"], "label": c["label"]}
        engine_ok = None
        if c["dialect"] == "sqlite":
            errs = sqlite_explain(c["schema"], c["query"])
            r["engine"] = "sqlite " + sqlite3.sqlite_version
            r["engine_errors"] = errs
            engine_ok = not errs
        elif c["dialect"] == "postgresql":
            errs = pg_explain(c["schema"], c["query"])
            r["engine"] = "PostgreSQL 15"
            r["engine_errors"] = errs
            engine_ok = not errs
        is_taut = None
        if c["taut"]:
            counts = taut_counts(c["schema"], *c["taut"])
            r["taut_counts_total_true"] = counts
            verdicts = {k: (v[0] > 0 and v[0] == v[1]) for k, v in counts.items() if isinstance(v, list)}
            if len(set(verdicts.values())) != 1 or not verdicts:
                bad.append((c["id"], f"tautology evaluation disagrees or failed: {counts}"))
            is_taut = all(verdicts.values()) if verdicts else None
            r["tautology"] = is_taut
        if c["dialect"] in ("sqlite", "postgresql"):
            if c["policy"]:
                derived = "unsafe"
            elif c["taut"] and engine_ok:
                derived = "unsafe" if is_taut else "valid"
            else:
                derived = "valid" if engine_ok else "invalid"
            r["source"] = "engine" + (" + tautology evaluation" if c["taut"] else "") + (" + policy: " + c["policy"] if c["policy"] else "")
        else:
            if c["policy"]:
                derived = "unsafe"
            elif c["taut"]:
                derived = "unsafe" if is_taut else c["label"]
                if c["label"] == "unsafe" and not is_taut:
                    derived = "not-a-tautology"
            else:
                derived = c["label"]
            r["source"] = "hand (vendor documentation)" + (" + tautology evaluation" if c["taut"] else "") + (" + policy: " + c["policy"] if c["policy"] else "")
        r["derived"] = derived
        if derived != c["label"]:
            bad.append((c["id"], f"label {c['label']} but oracle derives {derived}: {r.get('engine_errors')}"))
        results.append(r)
        print(f"{c['id']:4} {c['dialect']:11} {c['label']:7} -> {derived:7} {'; '.join(r.get('engine_errors') or [])[:110]}")
    out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else os.path.join(here, "oracle_output.json")
    with open(out, "w") as f:
        json.dump(results, f, indent=1)
    print(f"{len(results)} cases, {len(bad)} disagreements")
    for b in bad:
        print("  DISAGREE", *b)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
