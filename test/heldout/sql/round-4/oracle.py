#!/usr/bin/env python3
"""Labels every case of cases.json with an oracle that is not the service, writes labels.json,
and exits non-zero when a committed label (`expect`) disagrees with its oracle.

- sqlite: Python's sqlite3 module prepares `EXPLAIN <query>` against the case's schema in a fresh
  in-memory database (parameters bound to NULL). Accepted -> valid, error -> invalid.
- postgresql: a real PostgreSQL server (psql must reach it; PGHOST/PGPORT/PGUSER, default
  127.0.0.1:5432 postgres) runs `EXPLAIN <query>` (or `PREPARE` when the query has $n parameters)
  inside a transaction that is rolled back, against one database per schema. Accepted -> valid,
  error -> invalid (SQLSTATE recorded).
- mysql / transactsql: no engine; two hand readings are recorded per case (`readings`); the label
  is their common value, and a case where they disagree is dropped (there is none).
- unsafe: a policy label from the documented safety rules (stacked statements, comment truncation,
  writes without allow_writes, catalogue reads, tautologies). Each tautology case carries the
  reasoning that its predicate is TRUE for every row (`note`). Where an engine exists, the oracle
  still prepares the query (the first statement of a stacked one is not split off: stacked texts are
  not sent) and records whether the engine alone would have accepted it.

Usage: PGPORT=5432 python3 oracle.py   (writes labels.json next to this file)
"""
import json, os, re, sqlite3, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
PG = dict(host=os.environ.get("PGHOST", "127.0.0.1"), port=os.environ.get("PGPORT", "5432"),
          user=os.environ.get("PGUSER", "postgres"))


def schema_for(case):
    return DATA["schemas"][case["schema"]].replace("{TS}", DATA["timestamp_type"][case["dialect"]])


def sqlite_check(case):
    con = sqlite3.connect(":memory:")
    con.executescript(schema_for(case))
    q = "EXPLAIN " + case["query"]
    for n in range(0, 20):
        try:
            con.execute(q, (None,) * n)
            return {"engine": "sqlite " + sqlite3.sqlite_version, "accepted": True}
        except sqlite3.ProgrammingError as e:
            if "bindings" in str(e):
                continue
            return {"engine": "sqlite " + sqlite3.sqlite_version, "accepted": False, "error": str(e)}
        except (sqlite3.OperationalError, sqlite3.Warning) as e:
            return {"engine": "sqlite " + sqlite3.sqlite_version, "accepted": False, "error": str(e)}
    raise RuntimeError("too many parameters")


def psql(db, text):
    cmd = ["psql", "-X", "-q", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", db,
           "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=verbose"]
    return subprocess.run(cmd, input=text, capture_output=True, text=True)


_pg_ready = set()


def pg_db(case):
    db = "heldout_sql4_" + case["schema"]
    if db not in _pg_ready:
        psql("postgres", f"DROP DATABASE IF EXISTS {db};\n")
        r = psql("postgres", f"CREATE DATABASE {db};\n")
        if r.returncode != 0:
            raise RuntimeError(r.stderr)
        r = psql(db, schema_for(case) + "\n")
        if r.returncode != 0:
            raise RuntimeError(r.stderr)
        _pg_ready.add(db)
    return db


def pg_check(case):
    db = pg_db(case)
    q = case["query"]
    verb = "PREPARE heldout_q AS " if re.search(r"\$\d", q) else "EXPLAIN "
    r = psql(db, "\\set VERBOSITY verbose\nBEGIN;\n" + verb + q + "\n;\nROLLBACK;\n")
    ver = psql(db, "SHOW server_version;\n")
    v = subprocess.run(["psql", "-X", "-At", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", db,
                        "-c", "SHOW server_version"], capture_output=True, text=True).stdout.strip()
    if r.returncode == 0:
        return {"engine": "PostgreSQL " + v, "accepted": True}
    m = re.search(r"ERROR:\s+([0-9A-Z]{5}):\s*(.*)", r.stderr)
    return {"engine": "PostgreSQL " + v, "accepted": False,
            "sqlstate": m.group(1) if m else None, "error": (m.group(2) if m else r.stderr.strip())}


def main():
    out, bad = [], []
    for case in DATA["cases"]:
        d, exp = case["dialect"], case["expect"]
        rec = {"id": case["id"], "dialect": d, "expect": exp}
        stacked = case["category"] == "stacked"
        if d in ("sqlite", "postgresql"):
            if stacked:
                rec["engine_result"] = {"accepted": None, "error": "not sent: stacked statements"}
            else:
                rec["engine_result"] = sqlite_check(case) if d == "sqlite" else pg_check(case)
            if exp == "unsafe":
                rec["oracle"] = "policy (documented safety rules)" + ("; tautology reasoning in note" if "tautology" in case["category"] else "")
                label = "unsafe"
            else:
                rec["oracle"] = rec["engine_result"]["engine"]
                label = "valid" if rec["engine_result"]["accepted"] else "invalid"
        else:
            a, b = case["readings"]
            if a != b:
                rec["dropped"] = "hand readings disagree"
                out.append(rec)
                continue
            rec["oracle"] = "two hand readings" + (" (policy)" if a == "unsafe" else "")
            label = a
        rec["label"] = label
        if label != exp:
            bad.append((case["id"], exp, label, rec.get("engine_result")))
        out.append(rec)
    json.dump(out, open(os.path.join(HERE, "labels.json"), "w", encoding="utf-8"), indent=1, ensure_ascii=False)
    for b in bad:
        print("DISAGREE", *b)
    print(f"{len(out)} cases labelled, {len(bad)} disagreements")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
