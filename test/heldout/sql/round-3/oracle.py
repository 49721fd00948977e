#!/usr/bin/env python3
"""Labels the round-3 SQL held-out set with real engines and writes cases.json.

  python3 oracle.py            # label every case, compare with the committed cases.json, fail on any difference
  python3 oracle.py --write    # label every case and (re)write cases.json

SQLite: Python's sqlite3 module creates the schema in memory and prepares `EXPLAIN <query>` (parameters bound to NULL).
SQLite's own statement splitter decides "stacked": Python refuses a text holding more than one statement.
PostgreSQL: a server reached with psql (PGHOST, PGPORT, PGUSER; default 127.0.0.1:8841, user postgres). Each query runs
as one simple-protocol message `BEGIN; <schema>; EXPLAIN <query>; ROLLBACK` (`PREPARE` instead of `EXPLAIN` when the
query has $n parameters), so nothing is ever committed. Stacked PostgreSQL cases are not sent (they would run their
second statement); they are labelled by reading, like the MySQL and T-SQL cases (two readings, dropped when they differ).
Tautology and comment-truncation cases must also be accepted by the engine (else they are invalid); they are unsafe by
the reasoning written in each case's `why`, checked against adversarial rows by probe_tautologies.py.
"""
import json
import os
import re
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from schemas import SCHEMAS  # noqa: E402
from cases_source import CASES  # noqa: E402

UNSAFE_KINDS = {"tautology", "stacked", "comment"}


def sqlite_check(schema_ddl, query):
    con = sqlite3.connect(":memory:")
    con.executescript(schema_ddl)
    sql = "EXPLAIN " + query
    try:
        try:
            con.execute(sql)
        except sqlite3.ProgrammingError as e:
            m = re.search(r"uses (\d+), and there are 0 supplied", str(e))
            if not m:
                raise
            con.execute(sql, [None] * int(m.group(1)))
        return "ok", ""
    except sqlite3.ProgrammingError as e:
        if "one statement at a time" in str(e):
            return "multi", str(e)
        return "error", str(e)
    except sqlite3.Error as e:
        return "error", str(e)
    finally:
        con.close()


def pg_check(schema_ddl, query):
    verb = "PREPARE heldout_q AS " if re.search(r"\$\d", query) else "EXPLAIN "
    text = "BEGIN;\n" + schema_ddl + "\n" + verb + query + "\n;\nROLLBACK;"
    env = dict(os.environ)
    env.setdefault("PGHOST", "127.0.0.1")
    env.setdefault("PGPORT", "8841")
    env.setdefault("PGUSER", "postgres")
    p = subprocess.run(["psql", "-X", "-q", "-d", env.get("PGDATABASE", "postgres"), "-v", "ON_ERROR_STOP=1",
                        "-c", text], capture_output=True, text=True, env=env, timeout=60)
    if p.returncode == 0:
        return "ok", ""
    msg = p.stderr.strip().splitlines()
    return "error", (msg[0] if msg else f"psql exit {p.returncode}")


def pg_version():
    env = dict(os.environ)
    env.setdefault("PGHOST", "127.0.0.1")
    env.setdefault("PGPORT", "8841")
    env.setdefault("PGUSER", "postgres")
    p = subprocess.run(["psql", "-X", "-At", "-c", "SHOW server_version"], capture_output=True, text=True, env=env)
    return p.stdout.strip()


def label(c):
    ddl = SCHEMAS[c["schema"]]
    kind = c["kind"]
    if c["dialect"] == "sqlite":
        res, msg = sqlite_check(ddl, c["query"])
        oracle = f"sqlite3 {sqlite3.sqlite_version} EXPLAIN"
        if res == "multi":
            return ("unsafe" if kind == "stacked" else "invalid"), oracle, "more than one statement (SQLite's splitter)"
        if res == "error":
            return "invalid", oracle, msg
        return ("unsafe" if kind in UNSAFE_KINDS else "valid"), oracle, "accepted"
    if c["dialect"] == "postgresql" and kind != "stacked":
        res, msg = pg_check(ddl, c["query"])
        oracle = f"PostgreSQL {PG_VERSION} " + ("PREPARE" if re.search(r"\$\d", c["query"]) else "EXPLAIN")
        if res == "error":
            return "invalid", oracle, msg
        return ("unsafe" if kind in UNSAFE_KINDS else "valid"), oracle, "accepted"
    r = c["readings"] or {"first": c["intended"], "second": c["intended"]}
    if r["first"] != r["second"]:
        return None, "hand (two readings)", "readings disagree: dropped"
    return r["first"], "hand (two readings)", "; ".join(f"{k}: {v}" for k, v in r.items())


PG_VERSION = pg_version()


def main():
    write = "--write" in sys.argv
    out = []
    problems = []
    for c in CASES:
        expected, oracle, detail = label(c)
        if expected is None:
            print(f"DROPPED {c['id']}: {detail}")
            continue
        if expected != c["intended"]:
            problems.append(f"{c['id']}: oracle says {expected} ({detail}); author intended {c['intended']}")
        out.append({
            "id": c["id"], "dialect": c["dialect"], "schema": c["schema"], "kind": c["kind"],
            "expected": expected, "query": c["query"], "why": c["why"],
            "oracle": oracle, "oracle_detail": detail, "readings": c["readings"],
        })
    from probe_tautologies import probe_all
    bad, probe_lines = probe_all(CASES)
    probe = {l.split(":")[0]: l.split(": ", 1)[1] for l in probe_lines}
    for o in out:
        if o["id"] in probe:
            o["probe"] = probe[o["id"]]
    for b in bad:
        problems.append(f"{b}: the probe rows contradict the tautology reasoning")
    doc = {"schemas": SCHEMAS, "cases": out}
    path = os.path.join(HERE, "cases.json")
    for p in problems:
        print("INTENT MISMATCH", p)
    if write:
        with open(path, "w") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(f"wrote {len(out)} cases to cases.json")
        return 0
    committed = json.load(open(path))
    old = {c["id"]: c["expected"] for c in committed["cases"]}
    new = {c["id"]: c["expected"] for c in out}
    diff = [k for k in sorted(set(old) | set(new)) if old.get(k) != new.get(k)]
    for k in diff:
        print(f"LABEL DIFFERS {k}: committed {old.get(k)}, oracle {new.get(k)}")
    print(f"{len(out)} cases, {len(diff)} label differences")
    return 1 if diff or problems else 0


if __name__ == "__main__":
    sys.exit(main())
