#!/usr/bin/env python3
"""Oracle for held-out SQL round 10. Labels every case of cases_draft.json without the service and writes cases.json
and oracle_output.json.

- sqlite: Python's sqlite3 creates the rendered schema in memory and prepares `EXPLAIN <statement>` (placeholders bound
  to NULL); an error means invalid.
- postgresql: a real PostgreSQL (psql; PGHOST/PGPORT/PGUSER from the environment) runs, in a transaction that is rolled
  back, the rendered schema then `EXPLAIN <statement>` (or `PREPARE` for $n placeholders); an error means invalid.
- mysql / transactsql: no engine here; the label is the author's reasoned reading of the vendor documentation (each
  such case carries `oracle: "vendor-docs"` and, where useful, a `note`).
- safety (docs/sql.md "Safety rules"), checked on every case: stacked statements (statement split that respects strings
  and comments), writes without allow_writes, UPDATE/DELETE without WHERE, catalogue reads, time functions, comment
  truncation; tautologies are checked by evaluating the OR condition over every combination of generated values of the
  columns it mentions (NULL included where the dialect's schema lets the column be NULL), in SQLite for
  sqlite/mysql/transactsql and in PostgreSQL for postgresql cases. A tautology is a condition TRUE on every row.
Label: invalid if the engine rejects the (first) statement; else unsafe if a safety finding holds; else valid.
"""
import itertools, json, os, re, sqlite3, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_src as S  # noqa: E402

DOMAINS = {
    "int": ["-7", "-1", "0", "1", "3", "5", "10", "99", "100", "101", "2147483647"],
    "count": ["0", "1", "2", "3", "50"],
    "text": ["''", "'x'", "'a'", "'A'", "'A-1'", "'A12-9'", "'admin'", "'root'", "'bob'", "'done'", "'booked'", "'audit'", "'zz%'", "'O''Brien'"],
    "ts": ["'2019-12-31 23:59:59'", "'2026-11-28 12:00:00'"],
    "date": ["'1950-02-01'", "'2010-06-30'"],
    "num": ["-2.5", "0", "0.01", "3.5", "99999.99"],
    "bool": ["TRUE", "FALSE"],
    "json": ["'{}'", "'{\"a\":1}'"],
}
DOMAINS["key"] = DOMAINS["text"]
PG_VERSION = "?"
PG_TYPES = dict(S.TYPES)
PG_TYPES["count"] = {"sqlite": "INTEGER", "postgresql": "bigint"}


def split_statements(q):
    """Split on ; outside quotes/comments; returns non-empty statements."""
    out, cur, i, n = [], [], 0, len(q)
    while i < n:
        ch = q[i]
        if ch in "'\"`[":
            end = {"'": "'", '"': '"', "`": "`", "[": "]"}[ch]
            j = i + 1
            while j < n:
                if q[j] == end:
                    if j + 1 < n and q[j + 1] == end and end != "]":
                        j += 2
                        continue
                    break
                j += 1
            cur.append(q[i:j + 1]); i = j + 1; continue
        if q.startswith("--", i):
            j = q.find("\n", i); j = n if j < 0 else j
            cur.append(q[i:j]); i = j; continue
        if ch == ";":
            out.append("".join(cur)); cur = []; i += 1; continue
        cur.append(ch); i += 1
    out.append("".join(cur))
    return [s.strip() for s in out if s.strip() and not re.fullmatch(r"\s*(--[^\n]*\s*)*", s)]


def strip_strings(q):
    return re.sub(r"'(?:[^']|'')*'", "''", q)


def safety(c):
    q = c["query"]
    f = []
    stmts = split_statements(q)
    if len(stmts) > 1:
        f.append("stacked statements")
    bare = strip_strings(q)
    up = bare.upper()
    first = re.match(r"\s*(?:WITH\b.*?\)\s*)?(\w+)", up, re.S)
    lead = re.match(r"\s*(\w+)", up).group(1)
    is_write = lead in ("INSERT", "UPDATE", "DELETE", "MERGE") or re.search(r"\bSELECT\b[^;]*\bINTO\s+[#\w]", up) \
        or re.search(r"\(\s*(INSERT|UPDATE|DELETE)\b", up) or any(re.match(r"\s*(INSERT|UPDATE|DELETE|DROP|EXEC)\b", s.upper()) for s in stmts[1:])
    if is_write and not c.get("allow_writes"):
        f.append("write without allow_writes")
    for s in stmts:
        su = strip_strings(s).upper()
        if re.match(r"\s*(UPDATE|DELETE)\b", su) and not re.search(r"\bWHERE\b", su):
            f.append("UPDATE/DELETE without WHERE")
        if re.match(r"\s*(DROP|TRUNCATE|ALTER)\b", su):
            f.append("DDL")
    if re.search(r"\b(PG_\w+|INFORMATION_SCHEMA\.\w+|SYS\.\w+|SQLITE_MASTER|SQLITE_SCHEMA)\b", up) and not re.search(r"\bPG_SLEEP\b", up):
        f.append("catalogue read")
    if re.search(r"\b(PG_SLEEP|SLEEP|BENCHMARK|WAITFOR|XP_CMDSHELL)\b", up):
        f.append("time/shell function")
    m = re.search(r"--", bare)
    if m and bare[m.end():].strip():
        f.append("comment truncation")
    return f


def pg(sql):
    r = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", "postgres"], input=sql, capture_output=True, text=True)
    return r.returncode == 0, (r.stderr.strip() or r.stdout.strip()[:200])


def engine_sqlite(c, stmt):
    db = sqlite3.connect(":memory:")
    db.executescript(S.render_schema(c["schema"], "sqlite"))
    try:
        db.execute("EXPLAIN " + stmt, [None] * c.get("params", 0))
        return True, "prepared"
    except Exception as e:  # noqa: BLE001
        return False, f"{type(e).__name__}: {e}"


def engine_pg(c, stmt):
    if c.get("params"):
        body = f"PREPARE heldout_q AS {stmt};"
    else:
        body = f"EXPLAIN {stmt};"
    ok, msg = pg("BEGIN;\n" + S.render_schema(c["schema"], "postgresql") + "\n" + body + "\nROLLBACK;\n")
    return ok, ("planned (EXPLAIN/PREPARE succeeded)" if ok else msg)


def taut_eval(c):
    t = c["taut"]
    evald = "postgresql" if c["dialect"] == "postgresql" else "sqlite"
    nulld = c["dialect"]
    if "cols" in t:
        cols = {k: (v[0], v[1]) for k, v in t["cols"].items()}
    else:
        cols = {}
        for tname, tcols in S.SCHEMAS[c["schema"]]["tables"]:
            if tname == t["table"]:
                for name, kind, flags in tcols:
                    if re.search(r"\b" + re.escape(name) + r"\b", t["cond"]):
                        cols[name] = (kind, S.column_nullable(c["schema"], nulld if nulld == "sqlite" else "postgresql", tname, name))
    names = list(cols)
    doms = []
    for n in names:
        kind, nullable = cols[n]
        d = list(DOMAINS[kind])
        if evald == "sqlite" and kind == "bool":
            d = ["1", "0"]
        if nullable:
            d.append("NULL")
        doms.append(d)
    rows = list(itertools.product(*doms))
    types = ", ".join(f"{n} {PG_TYPES[cols[n][0]][evald]}" for n in names)
    values = ", ".join("(" + ", ".join(r) + ")" for r in rows)
    sql = (f"CREATE TEMP TABLE tt ({types}); INSERT INTO tt VALUES {values}; "
           f"SELECT count(*) AS total, sum(CASE WHEN ({t['cond']}) THEN 1 ELSE 0 END) AS kept FROM tt;")
    if evald == "sqlite":
        db = sqlite3.connect(":memory:")
        db.executescript(sql.rsplit(";", 2)[0] + ";")
        total, kept = db.execute(f"SELECT count(*), sum(CASE WHEN ({t['cond']}) THEN 1 ELSE 0 END) FROM tt").fetchone()
    else:
        r = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", "postgres"], input="BEGIN;\n" + sql + "\nROLLBACK;",
                           capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError(r.stderr)
        total, kept = map(int, r.stdout.strip().split("|"))
    return dict(columns={n: {"kind": cols[n][0], "nullable": cols[n][1]} for n in names}, rows=total, kept=kept,
                tautology=(total == kept), evaluated_in=evald)


def main():
    global PG_VERSION
    PG_VERSION = subprocess.run(["psql", "-X", "-A", "-t", "-d", "postgres", "-c", "SHOW server_version"], capture_output=True, text=True).stdout.strip()
    cases = json.load(open(os.path.join(HERE, "cases_draft.json")))
    out, final = [], []
    for c in cases:
        rec = {"id": c["id"], "dialect": c["dialect"], "intended": c["intended"]}
        stmts = split_statements(c["query"])
        first = stmts[0]
        if c["dialect"] == "sqlite":
            ok, msg = engine_sqlite(c, first)
            rec["oracle"] = "sqlite3 " + sqlite3.sqlite_version
        elif c["dialect"] == "postgresql":
            ok, msg = engine_pg(c, first)
            rec["oracle"] = "postgresql " + PG_VERSION
        else:
            ok, msg = (c["intended"] != "invalid"), "vendor-docs reading: " + c.get("note", c["category"])
            rec["oracle"] = "vendor-docs"
        rec["engine_accepts"] = ok
        rec["engine_message"] = msg
        f = safety(c)
        if "taut" in c:
            te = taut_eval(c)
            rec["tautology_check"] = te
            if te["tautology"]:
                f.append("tautology")
        rec["safety_findings"] = f
        label = "invalid" if not ok else ("unsafe" if f else "valid")
        rec["label"] = label
        rec["agrees_with_intent"] = label == c["intended"]
        out.append(rec)
        fc = {k: c[k] for k in ("id", "dialect", "category", "query", "schema_ddl")}
        fc["label"] = label
        if c.get("allow_writes"):
            fc["allow_writes"] = True
        fc["oracle"] = rec["oracle"]
        if c.get("note"):
            fc["note"] = c["note"]
        fc["oracle_reason"] = (msg if not ok else "; ".join(f) if f else "accepted, no safety finding")
        final.append(fc)
    json.dump(out, open(os.path.join(HERE, "oracle_output.json"), "w"), indent=1)
    json.dump(final, open(os.path.join(HERE, "cases.json"), "w"), indent=1)
    for r in out:
        flag = "" if r["agrees_with_intent"] else "   <-- DISAGREES with intended " + r["intended"]
        print(f"{r['id']:4} {r['dialect']:11} {r['label']:8} {r['safety_findings']} {str(r['engine_message'])[:90]!r}{flag}")
    from collections import Counter
    print(Counter((r["dialect"], r["label"]) for r in out))


if __name__ == "__main__":
    main()
