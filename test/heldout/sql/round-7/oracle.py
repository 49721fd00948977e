#!/usr/bin/env python3
"""Labels for held-out SQL round 7.

sqlite      : Python's sqlite3 prepares `EXPLAIN <query>` against the schema (in-memory database).
postgresql  : a real PostgreSQL server runs `BEGIN; EXPLAIN <query>; ROLLBACK` against the schema in a database of its own
              (PGHOST / PGPORT / PGUSER, default 127.0.0.1:8817, user postgres; the script creates the databases).
mysql, transactsql : two independent hand readings recorded in cases_src.py; a case whose readings disagree is dropped.
unsafe      : policy label (docs/sql.md safety rules), with the reasoning in `why`; for sqlite/postgresql the engine's own
              answer is recorded too.

Usage: python3 oracle.py            regenerate cases.json; exit 1 when a committed label disagrees
"""
import json, os, sqlite3, subprocess, sys
from cases_src import CASES, SCHEMAS, schema_for

HERE = os.path.dirname(os.path.abspath(__file__))
PG = dict(host=os.environ.get("PGHOST", "127.0.0.1"), port=os.environ.get("PGPORT", "8817"), user=os.environ.get("PGUSER", "postgres"))


def psql(db, text):
    cmd = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", db]
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    return p.returncode, (p.stderr.strip() or "")


def pg_setup():
    for name in SCHEMAS:
        db = "heldout_r7_" + name
        psql("postgres", f"DROP DATABASE IF EXISTS {db};")
        rc, err = psql("postgres", f"CREATE DATABASE {db};")
        assert rc == 0, err
        rc, err = psql(db, schema_for(name, "postgresql") + "\n")
        assert rc == 0, (name, err)


def sqlite_judge(schema, query):
    con = sqlite3.connect(":memory:")
    con.executescript(schema)
    try:
        con.execute("EXPLAIN " + query)
        return True, ""
    except Exception as e:  # sqlite3.Error or ProgrammingError (more than one statement)
        return False, f"{type(e).__name__}: {e}"
    finally:
        con.close()


def pg_judge(schema_name, query):
    rc, err = psql("heldout_r7_" + schema_name, "BEGIN;\nEXPLAIN " + query + "\n;\nROLLBACK;\n")
    return rc == 0, err


def main():
    sv = sqlite3.sqlite_version
    pgv = None
    if any(c["dialect"] == "postgresql" for c in CASES):
        pg_setup()
        rc = subprocess.run(["psql", "-X", "-At", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", "postgres", "-c", "show server_version"], capture_output=True, text=True)
        pgv = rc.stdout.strip()
    out, problems, dropped = [], [], []
    for c in CASES:
        d = c["dialect"]
        rec = dict(id=c["id"], dialect=d, schema_name=c["schema"], schema_ddl=schema_for(c["schema"], d), query=c["query"], note=c["note"])
        if d in ("sqlite", "postgresql"):
            ok, msg = sqlite_judge(rec["schema_ddl"], c["query"]) if d == "sqlite" else pg_judge(c["schema"], c["query"])
            rec["engine_accepts"] = ok
            rec["engine_message"] = msg
            rec["oracle"] = f"SQLite {sv} EXPLAIN" if d == "sqlite" else f"PostgreSQL {pgv} EXPLAIN"
            if c["cat"] == "unsafe":
                label = "unsafe"
                rec["oracle"] += " + safety policy (why)"
            else:
                label = "valid" if ok else "invalid"
        else:
            if c["reading_a"] != c["reading_b"]:
                dropped.append(c["id"])
                continue
            label = c["reading_a"]
            rec["oracle"] = "two hand readings" + (" + safety policy (why)" if label == "unsafe" else "")
        if "why" in c:
            rec["why"] = c["why"]
        if label != c["cat"]:
            problems.append(f"{c['id']}: intended {c['cat']}, oracle says {label} ({rec.get('engine_message', '')})")
        rec["label"] = label
        out.append(rec)
    path = os.path.join(HERE, "cases.json")
    if os.path.exists(path):
        old = {r["id"]: r["label"] for r in json.load(open(path))}
        for r in out:
            if r["id"] in old and old[r["id"]] != r["label"]:
                problems.append(f"{r['id']}: committed label {old[r['id']]} != oracle {r['label']}")
    json.dump(out, open(path, "w"), indent=1, ensure_ascii=False)
    open(path, "a").write("\n")
    from collections import Counter
    print("cases:", len(out), "dropped:", dropped)
    print(Counter((r["dialect"], r["label"]) for r in out))
    for p in problems:
        print("DISAGREE", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
