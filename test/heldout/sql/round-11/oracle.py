"""Independent oracle for held-out SQL round 11 (does not call the service).

  python3 oracle.py            (needs sqlite3 in Python, PostgreSQL 15 binaries: initdb, pg_ctl, psql)

- sqlite cases: SQLite (Python's sqlite3 module) runs `EXPLAIN <query>` against the schema in a fresh in-memory
  database, parameters bound to NULL. Stacked cases: each statement on its own.
- postgresql cases: a throw-away PostgreSQL cluster (initdb in a temporary directory, run as the `postgres` user when
  started as root, unix socket only). Per case: BEGIN; the schema; `EXPLAIN <query>` (or `PREPARE q AS <query>;
  EXPLAIN EXECUTE q(NULL, ...)` when it has $n parameters); ROLLBACK.
- mysql / transactsql cases: no engine here; labels are hand readings of the vendor documentation (the `basis` field).
  This script checks what can be checked mechanically: names listed in `missing` are absent from the rendered schema.
- `taut` conditions (any dialect): the portable condition is evaluated over generated rows (cartesian product of
  per-type value lists, NULL included for nullable columns) in SQLite and in PostgreSQL; `expect: all` requires 0 rows
  for which the condition is not TRUE, `expect: escape` requires at least one.

Engine agreement rule: a valid or unsafe sqlite/postgresql case must be accepted by the engine (unsafe = accepted by
the engine, refused by policy); an invalid one must be rejected. Writes output to oracle_output.json and prints a summary.
"""
import itertools
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile

from schemas import columns, SCHEMAS

HERE = os.path.dirname(os.path.abspath(__file__))
PGBIN = next((p for p in ["/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin"] if os.path.isdir(p)), "")

DOMAIN = {
    "pk": ["-2147483648", "-1", "0", "1", "2", "3", "17", "2147483647"],
    "int": ["-2147483648", "-1", "0", "1", "2", "3", "5", "10", "11", "50", "100", "101", "2147483647"],
    "num": ["-5.5", "0", "0.01", "1", "3", "5", "9.99", "10", "10.5", "1000", "1000.01", "99999.99"],
    "text": ["''", "'a'", "'A'", "'admin'", "'zz'", "'%'", "'x y'", "'O''Neil'", "'cardiology'", "'booked'", "'completed'"],
    "longtext": ["''", "'a'", "'hello world'"],
    "code2": ["'DE'", "'FR'"],
    "code3": ["'EUR'", "'USD'"],
    "bool": {"sqlite": ["0", "1"], "postgresql": ["false", "true"]},
    "ts": ["'1999-12-31 23:59:59'", "'2020-01-01 00:00:00'", "'2026-11-29 10:00:00'"],
    "date": ["'1970-01-01'", "'2020-01-01'", "'2026-11-29'"],
    "json": ["'{}'", "'{\"a\": 1}'"],
}
PGTYPE = {"pk": "integer", "int": "integer", "num": "numeric(12,2)", "text": "text", "longtext": "text", "code2": "char(2)",
          "code3": "char(3)", "bool": "boolean", "ts": "timestamp", "date": "date", "json": "jsonb"}
SQTYPE = {"pk": "INTEGER", "int": "INTEGER", "num": "NUMERIC(12,2)", "text": "TEXT", "longtext": "TEXT", "code2": "TEXT",
          "code3": "TEXT", "bool": "BOOLEAN", "ts": "TEXT", "date": "TEXT", "json": "TEXT"}


def split_statements(q):
    # the stacked cases here hold no ';' inside strings
    return [s.strip() for s in q.split(";") if s.strip()]


# ------------------------------------------------------------------------------------------------------------ sqlite
def sqlite_check(schema_ddl, query):
    db = sqlite3.connect(":memory:")
    db.executescript(schema_ddl)
    results = []
    for stmt in split_statements(query):
        sql = "EXPLAIN " + stmt
        try:
            if re.search(r"[:@$][A-Za-z_]", re.sub(r"'[^']*'", "", stmt)):
                class NullDict(dict):
                    def __missing__(self, k):
                        return None
                db.execute(sql, NullDict()).fetchall()
            else:
                n = 0
                while True:
                    try:
                        db.execute(sql, (None,) * n).fetchall()
                        break
                    except sqlite3.ProgrammingError as e:
                        if "bindings" in str(e) and n < 50:
                            n += 1
                            continue
                        raise
            results.append({"statement": stmt[:80], "ok": True})
        except Exception as e:  # noqa: BLE001
            results.append({"statement": stmt[:80], "ok": False, "error": f"{type(e).__name__}: {e}"})
    db.close()
    return results


# -------------------------------------------------------------------------------------------------------- postgresql
class PG:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="hw-sql11-pg-")
        self.root = os.geteuid() == 0
        if self.root:
            shutil.chown(self.dir, "postgres", "postgres")
        self.data = os.path.join(self.dir, "data")
        self.port = "55411"
        self._run([f"{PGBIN}/initdb", "-D", self.data, "-U", "postgres", "-A", "trust", "--no-sync"], quiet=True)
        self._run([f"{PGBIN}/pg_ctl", "-D", self.data, "-w", "-l", os.path.join(self.dir, "log"), "-o",
                   f"-k {self.dir} -p {self.port} -c listen_addresses=''", "start"], quiet=True)
        r = self.psql("SELECT version();")
        self.version = r["out"].strip().splitlines()[-1].strip() if r["ok"] else "?"

    def _run(self, cmd, quiet=False):
        if self.root:
            cmd = ["runuser", "-u", "postgres", "--"] + cmd
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"{cmd}: {r.stderr}")
        return r

    def psql(self, script):
        cmd = ["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", self.dir, "-p", self.port, "-U", "postgres",
               "-d", "postgres", "-f", "-"]
        r = subprocess.run(cmd, input=script, capture_output=True, text=True)
        return {"ok": r.returncode == 0, "out": r.stdout, "err": r.stderr.strip()}

    def stop(self):
        try:
            self._run([f"{PGBIN}/pg_ctl", "-D", self.data, "-m", "immediate", "stop"], quiet=True)
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


def pg_check(pg, schema_ddl, query):
    base = pg.psql("BEGIN;\n" + schema_ddl + "\nROLLBACK;\n")
    if not base["ok"]:
        return [{"statement": "(schema)", "ok": False, "error": "SCHEMA FAILED: " + base["err"]}]
    results = []
    for stmt in split_statements(query):
        nparams = max([int(x) for x in re.findall(r"\$(\d+)", stmt)] or [0])
        if re.match(r"(?i)(DROP|CREATE|ALTER|TRUNCATE)\b", stmt):
            body = f"{stmt};"  # not explainable: run it inside the rolled-back transaction
        elif nparams:
            body = f"PREPARE q AS {stmt};\nEXPLAIN EXECUTE q({', '.join(['NULL'] * nparams)});"
        else:
            body = f"EXPLAIN {stmt};"
        r = pg.psql("BEGIN;\n" + schema_ddl + "\n" + body + "\nROLLBACK;\n")
        res = {"statement": stmt[:80], "ok": r["ok"]}
        if not r["ok"]:
            res["error"] = r["err"]
        results.append(res)
    return results


# ------------------------------------------------------------------------------------------------------ tautologies
def taut_check(c, pg):
    t = c["taut"]
    cols = [col for col in columns(c["schema"], t["table"]) if re.search(r"\b" + col[0] + r"\b", t["cond"])]
    out = {"table": t["table"], "cond": t["cond"], "expect": t["expect"], "columns": [f"{n} {k}{' NULL' if nl else ' NOT NULL'}" for n, k, nl in cols]}
    for engine in ("sqlite", "postgresql"):
        def values(kind, nullable):
            v = DOMAIN[kind][engine] if isinstance(DOMAIN[kind], dict) else DOMAIN[kind]
            return list(v) + (["NULL"] if nullable else [])
        rows = list(itertools.product(*[values(k, nl) for _, k, nl in cols])) or [()]
        types = SQTYPE if engine == "sqlite" else PGTYPE
        ddl = "CREATE TEMP TABLE tt (" + ", ".join(f"{n} {types[k]}{'' if nl else ' NOT NULL'}" for n, k, nl in cols) + ");" if cols else "CREATE TEMP TABLE tt (dummy int);"
        inserts = "".join(f"INSERT INTO tt VALUES ({', '.join(r) if r else '1'});\n" for r in rows)
        probe = f"SELECT count(*) FROM tt; SELECT count(*) FROM tt WHERE ({t['cond']}) IS NOT TRUE;"
        if engine == "sqlite":
            db = sqlite3.connect(":memory:")
            db.executescript(ddl + inserts)
            total = db.execute("SELECT count(*) FROM tt").fetchone()[0]
            not_true = db.execute(f"SELECT count(*) FROM tt WHERE ({t['cond']}) IS NOT TRUE").fetchone()[0]
            db.close()
        else:
            r = pg.psql("BEGIN;\n" + ddl + "\n" + inserts + probe + "\nROLLBACK;\n")
            if not r["ok"]:
                out[engine] = {"error": r["err"]}
                continue
            total, not_true = [int(x) for x in r["out"].split()]
        out[engine] = {"rows": total, "not_true": not_true}
    ok = all(isinstance(out.get(e), dict) and "not_true" in out[e] and
             ((out[e]["not_true"] == 0) if t["expect"] == "all" else (out[e]["not_true"] > 0)) for e in ("sqlite", "postgresql"))
    out["agrees"] = ok
    return out


def schema_names(schema):
    names = set()
    for tname, cols, _ in SCHEMAS[schema]["tables"]:
        names.add(tname)
        names.update(c[0] for c in cols)
    names.update(["upcoming_appointments", "overdue_invoices"] if schema in ("clinic", "billing") else [])
    return names


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json")))
    pg = PG()
    report = {"sqlite": sqlite3.sqlite_version, "postgresql": pg.version, "cases": []}
    disagreements = []
    try:
        for c in cases:
            rec = {"id": c["id"], "dialect": c["dialect"], "label": c["label"]}
            agree = True
            if c["dialect"] in ("sqlite", "postgresql"):
                res = sqlite_check(c["schema_ddl"], c["query"]) if c["dialect"] == "sqlite" else pg_check(pg, c["schema_ddl"], c["query"])
                rec["engine"] = res
                accepted = all(r["ok"] for r in res)
                agree = accepted if c["label"] in ("valid", "unsafe") else not accepted
            else:
                rec["engine"] = "none (hand label: " + c.get("basis", "") + ")"
            if "missing" in c:
                present = [n for n in c["missing"] if n in schema_names(c["schema"])]
                rec["missing_absent"] = not present
                agree = agree and not present
            if "taut" in c:
                rec["taut"] = taut_check(c, pg)
                agree = agree and rec["taut"]["agrees"]
            if c["label"] == "unsafe" and "policy" not in c:
                agree = False
            rec["agrees"] = agree
            if not agree:
                disagreements.append(c["id"])
            report["cases"].append(rec)
    finally:
        pg.stop()
    report["disagreements"] = disagreements
    with open(os.path.join(HERE, "oracle_output.json"), "w") as f:
        json.dump(report, f, indent=1)
        f.write("\n")
    print(f"SQLite {report['sqlite']}; {report['postgresql']}")
    for rec in report["cases"]:
        eng = rec["engine"]
        if isinstance(eng, list):
            eng = "; ".join("ok" if r["ok"] else r.get("error", "").splitlines()[0][:110] for r in eng)
        t = ""
        if "taut" in rec:
            t = " taut[" + rec["taut"]["expect"] + "] " + " ".join(
                f"{e}:{rec['taut'][e].get('not_true', rec['taut'][e].get('error', '?'))}/{rec['taut'][e].get('rows', '')}" for e in ("sqlite", "postgresql"))
        print(f"{rec['id']:4} {rec['dialect']:12} {rec['label']:8} {'AGREE' if rec['agrees'] else 'DISAGREE'}  {str(eng)[:120]}{t}")
    print(f"disagreements: {disagreements or 'none'}")
    return 0 if not disagreements else 1


if __name__ == "__main__":
    sys.exit(main())
