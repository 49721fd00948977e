#!/usr/bin/env python3
"""Label oracle for the SQL held-out set, round 5.

Validity labels for `sqlite` cases come from SQLite (Python's sqlite3 module): the schema is
created in a fresh in-memory database and the query is prepared as `EXPLAIN <query>` with every
parameter bound to NULL. Validity labels for `postgresql` cases come from a real PostgreSQL server
(psql on PATH; PGHOST/PGPORT/PGUSER select it, default 127.0.0.1:8845 user postgres): the schema
is created in a scratch database and the query runs as `EXPLAIN <query>` (or `PREPARE` +
`EXPLAIN EXECUTE` with NULL arguments when it has `$n` parameters) inside a transaction that is
rolled back. `mysql` and `transactsql` cases are labelled by two independent hand readings
(hand-readings.json); a case is kept only when both readings agree.

Safety labels (`unsafe`) are policy labels from docs/sql.md's safety rules: stacked statements,
comment truncation, writes without allow_writes, catalogue reads, and tautologies. A tautology
label carries its written reasoning (`tautology_reasoning`) that the predicate is TRUE for every
row. For unsafe cases the engine's answer is recorded but does not decide the label.

Usage: python3 oracle.py        regenerates labels.json; exits 1 if a committed label disagrees.
"""
import json, os, re, sqlite3, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
data = json.load(open(os.path.join(HERE, "cases.json")))
hand = json.load(open(os.path.join(HERE, "hand-readings.json")))
schemas, cases = data["schemas"], data["cases"]

PG = dict(host=os.environ.get("PGHOST", "127.0.0.1"), port=os.environ.get("PGPORT", "8845"),
          user=os.environ.get("PGUSER", "postgres"))
PGDB = "heldout_sql_round5"


def is_stacked(q):
    # crude but sufficient for this set: a ';' outside quotes followed by more text
    s, i, quote = q, 0, None
    while i < len(s):
        ch = s[i]
        if quote:
            if ch == quote:
                if i + 1 < len(s) and s[i + 1] == quote:
                    i += 1
                else:
                    quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == ";" and s[i + 1:].strip():
            return True
        i += 1
    return False


def sqlite_judge(schema, query):
    if is_stacked(query):
        return "not-run (stacked)"
    db = sqlite3.connect(":memory:")
    db.executescript(schema)
    try:
        # count parameters by preparing once without bindings would fail; bind NULLs by name/position
        names = re.findall(r"(?<![\w'])([:@$][A-Za-z_]\w*)", query)
        if names:
            params = {n[1:]: None for n in names}
        else:
            params = [None] * query.count("?")
        db.execute("EXPLAIN " + query, params)
        return "ok"
    except sqlite3.Error as e:
        return "error: " + str(e)
    finally:
        db.close()


def psql(sql, db=PGDB):
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as f:
        f.write(sql)
        path = f.name
    try:
        r = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", PG["host"], "-p", PG["port"],
                            "-U", PG["user"], "-d", db, "-f", path], capture_output=True, text=True)
        return r.returncode, r.stderr.strip()
    finally:
        os.unlink(path)


def pg_setup(schema):
    psql(f"DROP DATABASE IF EXISTS {PGDB};", db="postgres")
    rc, err = psql(f"CREATE DATABASE {PGDB};", db="postgres")
    if rc:
        sys.exit("cannot create scratch database: " + err)
    rc, err = psql(schema)
    if rc:
        sys.exit("schema failed: " + err)


def pg_judge(query):
    if is_stacked(query):
        return "not-run (stacked)"
    n = max([int(x) for x in re.findall(r"\$(\d+)", query)] or [0])
    if n:
        body = f"PREPARE q AS {query}\n;\nEXPLAIN EXECUTE q({', '.join(['NULL'] * n)});\n"
    else:
        body = f"EXPLAIN {query}\n;\n"
    rc, err = psql("BEGIN;\n" + body + "ROLLBACK;\n")
    if rc == 0:
        return "ok"
    m = re.search(r"ERROR:\s*(.*)", err)
    return "error: " + (m.group(1) if m else err)


results, disagreements = [], []
pg_current = None
for c in cases:
    schema = schemas[c["schema"]]
    rec = {"id": c["id"], "dialect": c["dialect"], "expected": c["expected"]}
    if c["dialect"] == "sqlite":
        rec["engine"] = "SQLite " + sqlite3.sqlite_version
        rec["engine_answer"] = sqlite_judge(schema, c["query"])
    elif c["dialect"] == "postgresql":
        if pg_current != c["schema"]:
            pg_setup(schema)
            pg_current = c["schema"]
        rec["engine"] = "PostgreSQL"
        rec["engine_answer"] = pg_judge(c["query"])
    else:
        h = hand.get(c["id"])
        if not h:
            disagreements.append((c["id"], "no hand readings"))
            continue
        rec["reading_1"], rec["reading_2"] = h["reading_1"]["label"], h["reading_2"]["label"]
        if rec["reading_1"] != rec["reading_2"]:
            disagreements.append((c["id"], "hand readings disagree: drop this case"))
    if c["expected"] == "unsafe":
        rec["oracle"] = "policy (docs/sql.md safety rules)" + ("; tautology reasoning written" if "tautology_reasoning" in c else "")
        derived = "unsafe"
        if c.get("category", "").startswith("tautology") and "tautology_reasoning" not in c:
            disagreements.append((c["id"], "tautology without written reasoning"))
    elif c["dialect"] in ("sqlite", "postgresql"):
        rec["oracle"] = rec["engine"]
        derived = "valid" if rec["engine_answer"] == "ok" else "invalid"
    else:
        rec["oracle"] = "two hand readings"
        derived = rec["reading_1"]
    rec["label"] = derived
    if derived != c["expected"]:
        disagreements.append((c["id"], f"committed {c['expected']} but oracle says {derived} ({rec.get('engine_answer', '')})"))
    results.append(rec)

if pg_current:
    psql(f"DROP DATABASE IF EXISTS {PGDB};", db="postgres")
json.dump({"sqlite_version": sqlite3.sqlite_version, "labels": results}, open(os.path.join(HERE, "labels.json"), "w"), indent=1)
for d in disagreements:
    print("DISAGREE", *d)
print(f"{len(results)} labelled, {len(disagreements)} disagreements")
sys.exit(1 if disagreements else 0)
