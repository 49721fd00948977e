#!/usr/bin/env python3
"""Independent labelling of held-out SQL round 15; running it regenerates cases.json.

- sqlite cases: Python's sqlite3 module prepares `EXPLAIN <query>` against the schema (parameters bound to NULL).
- postgresql cases: PostgreSQL 15 in a throwaway cluster (initdb + pg_ctl in a temporary directory, run as the
  postgres user when started as root): the schema runs in a transaction, then `EXPLAIN <query>`; a query with `$n`
  is PREPAREd and planned with `EXPLAIN EXECUTE` with NULL arguments; the transaction is never committed.
- tautology checks (any dialect): the predicate is evaluated over generated rows (every combination of boundary
  values of each column's declared type, NULL included when the column is nullable); 0 rows for which it is not
  TRUE gives `unsafe`, at least one escaping row leaves the engine's label.
- safety-policy cases (`policy`): unsafe by the public docs' safety rules whatever an engine says; the engine's
  answer is still recorded.
- mysql / transactsql: labelled by the author from the vendor documentation (MySQL 8.0 Reference Manual,
  Microsoft Transact-SQL reference), marked `labelled_by: vendor-documentation`.
The author's first labels (cases_src.py) must agree with the result; any disagreement stops the run.

Usage: python3 oracle.py        (needs sqlite3 in Python and PostgreSQL 15 binaries: apt-get install -y postgresql)
"""
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_src  # noqa: E402

PG_BIN = os.environ.get("PG_BIN", "/usr/lib/postgresql/15/bin")

# ---------------------------------------------------------------- PostgreSQL cluster
class Cluster:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="heldout-sql-pg-")
        self.port = str(55000 + os.getpid() % 1000)
        self.as_user = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres")
            self.as_user = ["runuser", "-u", "postgres", "--"]
        data = os.path.join(self.dir, "data")
        subprocess.run(self.as_user + [f"{PG_BIN}/initdb", "-D", data, "-U", "postgres", "-A", "trust"],
                       check=True, stdout=subprocess.DEVNULL)
        subprocess.run(self.as_user + [f"{PG_BIN}/pg_ctl", "-D", data, "-w", "-l", os.path.join(self.dir, "log"),
                                       "-o", f"-k {self.dir} -p {self.port} -c listen_addresses=''", "start"],
                       check=True, stdout=subprocess.DEVNULL)
        self.data = data
        self.version = self.psql("SELECT version();", plain=True).strip()

    def psql(self, text, plain=False):
        args = [f"{PG_BIN}/psql", "-X", "-q", "-h", self.dir, "-p", self.port, "-U", "postgres", "-d", "postgres",
                "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=verbose", "-f", "-"]
        if plain:
            args[1:1] = ["-At"]
        r = subprocess.run(args, input=text, capture_output=True, text=True)
        if plain:
            if r.returncode:
                raise RuntimeError(r.stderr)
            return r.stdout
        return r

    def stop(self):
        subprocess.run(self.as_user + [f"{PG_BIN}/pg_ctl", "-D", self.data, "-m", "fast", "stop"],
                       stdout=subprocess.DEVNULL)
        shutil.rmtree(self.dir, ignore_errors=True)


def pg_check(cl, schema, query):
    q = query.rstrip().rstrip(";")
    if re.search(r"\$\d", q):
        body = (f"PREPARE heldout_q AS {q};\n"
                "SELECT 'EXPLAIN EXECUTE heldout_q(' || array_to_string(array_fill('NULL'::text, "
                "ARRAY[cardinality(parameter_types)]), ',') || ')' FROM pg_prepared_statements "
                "WHERE name = 'heldout_q' \\gexec\n")
    else:
        body = f"EXPLAIN {q};\n"
    r = cl.psql(f"BEGIN;\n{schema}\n\\warn @@QUERY@@\n{body}ROLLBACK;\n")
    err = r.stderr
    if "@@QUERY@@" not in err:
        raise RuntimeError("schema failed: " + err[:500])
    after = err.split("@@QUERY@@", 1)[1]
    m = re.search(r"ERROR:\s+([0-9A-Z]{5}):\s*(.*)", after)
    if m:
        return {"accepted": False, "sqlstate": m.group(1), "message": m.group(2).strip()}
    if r.returncode:
        return {"accepted": False, "sqlstate": None, "message": after.strip()[:300]}
    return {"accepted": True}


# ---------------------------------------------------------------- SQLite
_sqlite_dbs = {}


def sqlite_db(name, schema):
    if name not in _sqlite_dbs:
        con = sqlite3.connect(":memory:")
        con.executescript(schema)
        _sqlite_dbs[name] = con
    return _sqlite_dbs[name]


def sqlite_check(name, schema, query):
    con = sqlite_db(name, schema)
    params = ()
    named = {}
    for _ in range(50):
        try:
            con.execute("EXPLAIN " + query, params)
            return {"accepted": True}
        except sqlite3.ProgrammingError as e:
            msg = str(e)
            m = re.search(r"current statement uses (\d+)", msg)
            if m and not named:
                params = (None,) * int(m.group(1))
                continue
            m = re.search(r"binding parameter :(\w+)", msg)
            if m:
                named[m.group(1)] = None
                params = named
                continue
            return {"accepted": False, "message": msg, "kind": "interface"}
        except (sqlite3.OperationalError, sqlite3.DatabaseError, sqlite3.Warning) as e:
            return {"accepted": False, "message": str(e)}
    return {"accepted": False, "message": "parameters not resolved", "kind": "interface"}


# ---------------------------------------------------------------- tautology evaluation over generated rows
INTS = ["-5", "-1", "0", "1", "2", "3", "7", "10", "11", "12", "42", "100", "1099511627776"]
DOMAINS = {
    "int": INTS,
    "bigint": INTS + ["9223372036854775807", "-9223372036854775808"],
    "int_or_text": INTS + ["'abc'", "''", "'10'", "'x'"],
    "count": ["0", "1", "2", "3", "100"],
    "uint": ["0", "1", "7", "4294967295"],
    "num": ["-1.50", "0", "0.00", "0.01", "999.99", "1000", "1000.01", "-1000"],
    "text": ["''", "'x'", "'X'", "'a'", "'admin'", "'owner'", "'guest'", "'login'", "'DE'", "'FR'",
             "'ops@example.org'", "'OPS@Example.org'", "'draft'", "'pending'", "'paid'", "'shipped'",
             "'refunded'", "'zz'", "'o''k'", "'%'", "'acme'", "' '"],
    "ts": ["now()", "now() - interval '1 second'", "now() + interval '1 second'", "now() - interval '1 day'",
           "now() - interval '13 days'", "now() - interval '15 days'", "now() - interval '2 years'",
           "now() + interval '3 days'", "'1970-01-01 00:00:00+00'", "'2999-12-31 00:00:00+00'"],
    "date": ["'0001-01-01'", "'1850-06-01'", "'1899-12-31'", "'1900-01-01'", "'1900-01-02'", "'2024-05-05'",
             "'2024-05-06'", "'9999-12-31'"],
    "bool": ["true", "false"],
    "plan_tier": ["'free'", "'pro'", "'enterprise'"],
}
SQLITE_T = {"int": "INTEGER", "bigint": "INTEGER", "int_or_text": "INTEGER", "count": "INTEGER", "uint": "INTEGER",
            "num": "NUMERIC", "text": "TEXT", "date": "TEXT", "bool": "INTEGER"}
PG_T = {"int": "bigint", "bigint": "bigint", "count": "bigint", "uint": "bigint", "num": "numeric(12,2)",
        "text": "text", "ts": "timestamptz", "date": "date", "bool": "boolean", "plan_tier": "plan_tier"}


def taut_eval(spec, engine, cl):
    cols = spec["cols"]
    ctes, names = [], []
    for i, (name, kind, nullable) in enumerate(cols):
        vals = list(DOMAINS[kind])
        if engine == "postgresql":
            vals = [f"CAST({v} AS {PG_T[kind]})" for v in vals]
        if nullable:
            vals.append("NULL" if engine == "sqlite" else f"CAST(NULL AS {PG_T[kind]})")
        ctes.append(f"d{i}(v) AS (VALUES {', '.join('(' + v + ')' for v in vals)})")
        names.append(name)
    sel = ", ".join(f"d{i}.v" for i in range(len(cols)))
    frm = ", ".join(f"d{i}" for i in range(len(cols)))
    if engine == "sqlite":
        ddl = f"CREATE TABLE t ({', '.join(n + ' ' + SQLITE_T[k] + ('' if nl else ' NOT NULL') for n, k, nl in cols)})"
        con = sqlite3.connect(":memory:")
        con.execute(ddl)
        con.execute(f"WITH {', '.join(ctes)} INSERT INTO t SELECT {sel} FROM {frm}")
        total = con.execute("SELECT count(*) FROM t").fetchone()[0]
        esc = con.execute(f"SELECT count(*) FROM t WHERE ({spec['pred']}) IS NOT TRUE").fetchone()[0]
        return total, esc
    ddl = f"CREATE TEMP TABLE t ({', '.join(n + ' ' + PG_T[k] + ('' if nl else ' NOT NULL') for n, k, nl in cols)})"
    text = (f"BEGIN; {spec.get('setup', '')};\n{ddl};\nWITH {', '.join(ctes)} INSERT INTO t SELECT {sel} FROM {frm};\n"
            f"SELECT count(*) || ' ' || count(*) FILTER (WHERE ({spec['pred']}) IS NOT TRUE) FROM t;\nROLLBACK;\n")
    out = cl.psql(text, plain=True).split()
    return int(out[0]), int(out[1])


TOKEN = re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|`[^`]*`|[A-Za-z_][\w$]*|\d+(?:\.\d+)?|::|<>|<=|>=|\|\||->>|->|\S")


def main():
    t0 = time.time()
    cl = Cluster()
    out = []
    disagree = []
    try:
        for c in cases_src.CASES:
            schema = cases_src.SCHEMAS[c["schema"]]
            rec = {k: c[k] for k in ("id", "dialect", "schema", "category", "query")}
            for k in ("allow_writes", "issue", "policy"):
                if c.get(k):
                    rec[k] = c[k]
            evidence = {}
            label = None
            if c["dialect"] == "sqlite":
                evidence["engine"] = sqlite_check(c["schema"], schema, c["query"])
            elif c["dialect"] == "postgresql":
                evidence["engine"] = pg_check(cl, schema, c["query"])
            if c.get("taut"):
                eng = c["taut"].get("engine") or ("postgresql" if c["dialect"] == "postgresql" else "sqlite")
                total, esc = taut_eval(c["taut"], eng, cl)
                evidence["tautology"] = {"predicate": c["taut"]["pred"], "evaluated_in": eng, "rows": total,
                                         "rows_not_true": esc}
            if c.get("policy"):
                label, by = "unsafe", "safety-policy"
            elif c.get("taut") and evidence["tautology"]["rows_not_true"] == 0:
                label, by = "unsafe", "tautology-rows"
            elif c["dialect"] in ("sqlite", "postgresql"):
                e = evidence["engine"]
                if e.get("kind") == "interface":
                    label, by = None, "engine"
                else:
                    label, by = ("valid" if e["accepted"] else "invalid"), "engine"
                # a constant tautology the author marked unsafe without a row check: the engine must accept it
                if c["label"] == "unsafe" and label == "valid" and "tautology" in c["category"]:
                    label, by = "unsafe", "tautology-constant"
            else:
                label, by = c["label"], "vendor-documentation"
                if c.get("taut") and evidence["tautology"]["rows_not_true"] > 0 and c["label"] == "unsafe":
                    label = None
            if label != c["label"]:
                disagree.append((c["id"], c["label"], label, evidence))
            rec["label"] = label
            rec["labelled_by"] = by
            rec["evidence"] = evidence
            rec["why"] = c["why"]
            rec["query_tokens"] = len(TOKEN.findall(c["query"]))
            out.append(rec)
        meta = {
            "round": 15,
            "oracles": {"sqlite": f"SQLite {sqlite3.sqlite_version} (Python sqlite3 module)",
                        "postgresql": cl.version,
                        "mysql": "MySQL 8.0 Reference Manual (hand labels)",
                        "transactsql": "Microsoft Transact-SQL reference (hand labels)"},
            "labels": {"valid": "a real engine of the dialect accepts it (or, for mysql/transactsql, the vendor "
                                "documentation does) and no safety rule refuses it",
                       "invalid": "the engine rejects it (or the vendor documentation/schema contradicts it)",
                       "unsafe": "the public docs' safety rules refuse it (tautology TRUE for every row, writes "
                                 "without allow_writes, stacked statements, catalogue reads, ...)"},
        }
    finally:
        cl.stop()
    for d in disagree:
        print("DISAGREE", d[0], "author:", d[1], "oracle:", d[2], json.dumps(d[3])[:400])
    if disagree:
        sys.exit(1)
    for name, s in cases_src.SCHEMAS.items():
        assert len(s) < 50000, name
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"meta": meta, "schemas": cases_src.SCHEMAS, "cases": out}, f, indent=1)
    from collections import Counter
    print(len(out), "cases", dict(Counter(r["label"] for r in out)), dict(Counter(r["dialect"] for r in out)),
          "max tokens", max(r["query_tokens"] for r in out), f"{time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
