#!/usr/bin/env python3
"""Labels for the SQL held-out set, round 6.

sqlite      : Python's sqlite3 prepares `EXPLAIN <query>` against the schema (in-memory database).
postgresql  : a real PostgreSQL (psql) applies the schema in a transaction and runs `EXPLAIN <query>`, then rolls back.
mysql, transactsql : no engine here; two hand readings per case (reading_1, reading_2) must agree.
unsafe      : a case carrying `unsafe_reason` is refused by the documented safety rules whatever the engine says
              (tautologies: the case's `note` states why the predicate is TRUE for every row).

Usage: python3 oracle.py            -> checks every committed label, writes oracle-output.json, exit 1 on a disagreement
       PGHOST/PGPORT/PGUSER select the PostgreSQL server (default 127.0.0.1:8817, user postgres).
"""
import json, os, sqlite3, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
schemas, cases = data["schemas"], data["cases"]
PG = dict(host=os.environ.get("PGHOST", "127.0.0.1"), port=os.environ.get("PGPORT", "8817"), user=os.environ.get("PGUSER", "postgres"))


def sqlite_check(schema, query):
    con = sqlite3.connect(":memory:")
    con.executescript(schema)
    try:
        con.execute("EXPLAIN " + query)
        return True, "sqlite %s: prepared" % sqlite3.sqlite_version
    except (sqlite3.Error, sqlite3.Warning) as e:
        return False, "sqlite %s: %s" % (sqlite3.sqlite_version, e)
    finally:
        con.close()


def pg_check(schema, query):
    marker = "__QUERY_STARTS__"
    script = "\\set ON_ERROR_STOP 1\nBEGIN;\n%s\n\\echo %s\nEXPLAIN %s\n;\nROLLBACK;\n" % (schema, marker, query)
    p = subprocess.run(["psql", "-X", "-q", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", "postgres"],
                       input=script, capture_output=True, text=True, timeout=60)
    if marker not in p.stdout:
        raise SystemExit("schema failed in PostgreSQL: " + p.stderr)
    err = [l for l in p.stderr.splitlines() if l.startswith("ERROR") or "ERROR:" in l]
    ver = subprocess.run(["psql", "-X", "-At", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", "postgres",
                          "-c", "show server_version"], capture_output=True, text=True).stdout.strip()
    if p.returncode == 0 and not err:
        return True, "PostgreSQL %s: EXPLAIN accepted" % ver
    return False, "PostgreSQL %s: %s" % (ver, " | ".join(err) or p.stderr.strip())


out, bad = [], []
for c in cases:
    schema, q = schemas[c["schema"]], c["query"]
    rec = {"id": c["id"], "dialect": c["dialect"], "committed": c["label"]}
    if c["dialect"] in ("sqlite", "postgresql"):
        ok, msg = (sqlite_check if c["dialect"] == "sqlite" else pg_check)(schema, q)
        rec["engine_accepts"], rec["engine"] = ok, msg
        derived = "unsafe" if c.get("unsafe_reason") else ("valid" if ok else "invalid")
        rec["oracle"] = "policy (%s) + engine" % c["unsafe_reason"] if c.get("unsafe_reason") else "engine"
        # a tautology must still be a query the engine accepts (it is refused for safety, not for validity)
        if c.get("unsafe_reason") == "tautology" and not ok:
            bad.append((c["id"], "tautology case rejected by the engine: " + msg))
    else:
        r1, r2 = c.get("reading_1", ""), c.get("reading_2", "")
        w1 = next((w for w in ("unsafe", "invalid", "valid") if r1.startswith(w)), None)
        w2 = next((w for w in ("unsafe", "invalid", "valid") if r2.startswith(w)), None)
        rec["oracle"] = "two hand readings"
        if w1 is None or w1 != w2:
            bad.append((c["id"], "hand readings disagree or missing: %r / %r" % (r1, r2)))
        derived = w1
    rec["derived"] = derived
    if derived != c["label"]:
        bad.append((c["id"], "committed label %s, oracle says %s (%s)" % (c["label"], derived, rec.get("engine", ""))))
    out.append(rec)

json.dump(out, open(os.path.join(HERE, "oracle-output.json"), "w", encoding="utf-8"), indent=1, ensure_ascii=False)
for i, why in bad:
    print("DISAGREE", i, why)
print("%d cases, %d disagreements" % (len(cases), len(bad)))
sys.exit(1 if bad else 0)
