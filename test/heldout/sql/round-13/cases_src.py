#!/usr/bin/env python3
"""Source of held-out SQL round 13: four schemas written once and rendered per dialect, and the cases.

Written from the public documentation only (README.md, docs/sql.md, the issue-25 excerpt) by someone who had not read
the engine's code, its corpora, its tests, or any other held-out set.

Run: python3 cases_src.py            -> writes cases.json beside this file
Labels: valid / invalid / unsafe.  "unsafe" follows docs/sql.md "Safety rules" (stacked statements, UPDATE/DELETE
without WHERE, writes without allow_writes, tautologies of an OR, catalogue reads, time/shell functions).
sqlite and postgresql cases are checked by oracle.py against sqlite3 and PostgreSQL; mysql and transactsql cases are
labelled by a reading of the vendor documentation (field "basis"), and their tautologies are evaluated by oracle.py.
"""
import json
import os

DIALECTS = ("sqlite", "postgresql", "mysql", "transactsql")

# ---------------------------------------------------------------- schemas (abstract; rendered per dialect)
# column: (name, type, nullable, extra)   types: pk, int, text, dec, date, ts, bool, json
KEYWORDS = {"user", "order", "group"}

SCHEMAS = {
    "clinic": {
        "qualified": None,
        "tables": [
            ("patients", [("id", "pk", False), ("mrn", "text", False, "UNIQUE"), ("full_name", "text", False),
                          ("birth_date", "date", True), ("email", "text", True), ("created_at", "ts", False)], None),
            ("clinicians", [("id", "pk", False), ("name", "text", False), ("specialty", "text", True),
                            ("supervisor_id", "int", True)], None),
            ("appointments", [("id", "pk", False), ("patient_id", "int", False), ("clinician_id", "int", False),
                              ("starts_at", "ts", False), ("status", "text", False), ("fee", "dec", True),
                              ("notes", "text", True)], None),
        ],
        "views": [("clinician_load",
                   "SELECT c.id AS clinician_id, c.name, COUNT(a.id) AS n_appts FROM clinicians c "
                   "LEFT JOIN appointments a ON a.clinician_id = c.id GROUP BY c.id, c.name")],
    },
    "inventory": {
        # schema-qualified (inv.) where the dialect has schemas in one database: postgresql, transactsql
        "qualified": "inv",
        "tables": [
            ("products", [("sku", "text", False, "PRIMARY KEY"), ("title", "text", False), ("price", "dec", False),
                          ("category", "text", True), ("attrs", "json", True)], None),
            ("warehouses", [("id", "pk", False), ("code", "text", False, "UNIQUE"), ("region", "text", True)], None),
            ("stock", [("product_sku", "text", False), ("warehouse_id", "int", False), ("qty", "int", False),
                       ("updated_at", "ts", True)], "PRIMARY KEY (product_sku, warehouse_id)"),
        ],
        "views": [("low_stock", "SELECT product_sku, warehouse_id, qty FROM {s}stock WHERE qty < 10")],
    },
    "billing": {
        "qualified": None,
        "tables": [
            ("accounts", [("id", "pk", False), ("name", "text", False), ("plan", "text", False), ("mrr", "dec", True),
                          ("is_active", "bool", False), ("deleted_at", "ts", True),
                          ("parent_account_id", "int", True)], None),
            ("invoices", [("id", "pk", False), ("account_id", "int", False), ("amount", "dec", False),
                          ("currency", "text", False), ("issued_on", "date", False), ("paid_on", "date", True),
                          ("meta", "json", True)], None),
            ("events", [("id", "pk", False), ("account_id", "int", True), ("kind", "text", False),
                        ("payload", "json", True), ("occurred_at", "ts", False)], None),
        ],
        "views": [],
    },
    "forum": {
        "qualified": None,
        "tables": [
            ("user", [("id", "pk", False), ("handle", "text", False, "UNIQUE"), ("display_name", "text", True),
                      ("karma", "int", False, "DEFAULT 0")], None),
            ("posts", [("id", "pk", False), ("author_id", "int", False), ("title", "text", False),
                       ("order", "int", True), ("group", "text", True), ("published_at", "ts", True)], None),
            ("comments", [("id", "pk", False), ("post_id", "int", False), ("parent_id", "int", True),
                          ("author_id", "int", False), ("body", "text", False), ("score", "int", False)], None),
            ("tags", [("post_id", "int", False), ("tag", "text", False)], "PRIMARY KEY (post_id, tag)"),
        ],
        "views": [],
    },
}

TYPES = {
    "sqlite": {"pk": "INTEGER PRIMARY KEY", "int": "INTEGER", "text": "TEXT", "dec": "NUMERIC(10,2)", "date": "DATE",
               "ts": "TIMESTAMP", "bool": "INTEGER", "json": "TEXT"},
    "postgresql": {"pk": "integer PRIMARY KEY", "int": "integer", "text": "text", "dec": "numeric(10,2)", "date": "date",
                   "ts": "timestamp", "bool": "boolean", "json": "jsonb"},
    "mysql": {"pk": "INT AUTO_INCREMENT PRIMARY KEY", "int": "INT", "text": "VARCHAR(200)", "dec": "DECIMAL(10,2)",
              "date": "DATE", "ts": "DATETIME", "bool": "BOOLEAN", "json": "JSON"},
    "transactsql": {"pk": "INT IDENTITY(1,1) PRIMARY KEY", "int": "INT", "text": "NVARCHAR(200)", "dec": "DECIMAL(10,2)",
                    "date": "DATE", "ts": "DATETIME2", "bool": "BIT", "json": "NVARCHAR(MAX)"},
}


def quote(name, dialect):
    if name not in KEYWORDS:
        return name
    return {"mysql": f"`{name}`", "transactsql": f"[{name}]"}.get(dialect, f'"{name}"')


def render(schema_name, dialect):
    s = SCHEMAS[schema_name]
    qual = s["qualified"] if dialect in ("postgresql", "transactsql") else None
    pre = f"{qual}." if qual else ""
    out = []
    if qual:
        out.append(f"CREATE SCHEMA {qual};")
    for tname, cols, tail in s["tables"]:
        lines = []
        for col in cols:
            name, typ, nullable = col[:3]
            extra = col[3] if len(col) > 3 else ""
            parts = [quote(name, dialect), TYPES[dialect][typ]]
            if not nullable and typ != "pk" and "PRIMARY KEY" not in extra:
                parts.append("NOT NULL")
            if extra:
                parts.append(extra)
            lines.append("  " + " ".join(parts))
        if tail:
            lines.append("  " + tail)
        out.append(f"CREATE TABLE {pre}{quote(tname, dialect)} (\n" + ",\n".join(lines) + "\n);")
    for vname, body in s["views"]:
        body = body.replace("{s}", pre)
        if qual:
            body = body.replace("FROM clinicians", f"FROM {pre}clinicians").replace("JOIN appointments", f"JOIN {pre}appointments")
        out.append(f"CREATE VIEW {pre}{vname} AS {body};")
    return "\n".join(out) + "\n"


def columns(schema_name):
    """{table: {column: (type, nullable)}} for the tautology oracle."""
    res = {}
    for tname, cols, tail in SCHEMAS[schema_name]["tables"]:
        d = {}
        for col in cols:
            name, typ, nullable = col[:3]
            extra = col[3] if len(col) > 3 else ""
            d[name] = (typ, nullable)
        res[tname] = d
    return res


# ---------------------------------------------------------------- cases
# C(id, dialect, schema, label, category, query, **extra)
# extra: allow_writes, issue25, basis (reading for mysql/transactsql), taut = {table, cond} (a portable condition
# evaluated by oracle.py over generated rows; expect="all" (tautology) or "escape" (some row not TRUE)), why.
CASES = []


def C(id, dialect, schema, label, category, query, **kw):
    CASES.append(dict(id=id, dialect=dialect, schema=schema, label=label, category=category, query=query, **kw))


# ======================= sqlite (oracle: sqlite3 prepares EXPLAIN <query> against the schema)
C("sq-v01", "sqlite", "clinic", "valid", "recursive CTE",
  "WITH RECURSIVE chain(id, name, depth) AS (\n  SELECT id, name, 0 FROM clinicians WHERE supervisor_id IS NULL\n"
  "  UNION ALL\n  SELECT c.id, c.name, chain.depth + 1 FROM clinicians c JOIN chain ON c.supervisor_id = chain.id\n)\n"
  "SELECT name, depth FROM chain ORDER BY depth, name;")
C("sq-v02", "sqlite", "clinic", "valid", "window function",
  "SELECT patient_id, starts_at,\n       LAG(starts_at) OVER (PARTITION BY patient_id ORDER BY starts_at) AS previous_visit\n"
  "FROM appointments\nWHERE status = 'completed'")
C("sq-v03", "sqlite", "clinic", "valid", "date functions",
  "SELECT full_name, CAST((julianday('now') - julianday(birth_date)) / 365.25 AS INTEGER) AS age_years\n"
  "FROM patients\nWHERE birth_date IS NOT NULL AND date(birth_date, '+18 years') <= date('now')")
C("sq-v04", "sqlite", "billing", "valid", "JSON functions",
  "SELECT id, json_extract(payload, '$.ip') AS ip_address\nFROM events\n"
  "WHERE kind = 'login' AND occurred_at >= datetime('now', '-7 days')\nORDER BY occurred_at DESC")
C("sq-v05", "sqlite", "billing", "valid", "JSON table function",
  "SELECT e.id, t.value AS tag\nFROM events AS e, json_each(e.payload, '$.tags') AS t\nWHERE e.kind = 'tagged'")
C("sq-v06", "sqlite", "inventory", "valid", "UPSERT",
  "INSERT INTO stock (product_sku, warehouse_id, qty, updated_at)\nVALUES ('SKU-1042', 3, 5, CURRENT_TIMESTAMP)\n"
  "ON CONFLICT (product_sku, warehouse_id) DO UPDATE SET qty = stock.qty + excluded.qty, updated_at = excluded.updated_at",
  allow_writes=True)
C("sq-v07", "sqlite", "billing", "valid", "RETURNING",
  "UPDATE invoices SET paid_on = date('now') WHERE id = 4211 AND paid_on IS NULL RETURNING id, amount, paid_on",
  allow_writes=True)
C("sq-v08", "sqlite", "forum", "valid", "keyword identifiers",
  'SELECT p.title, p."order", u.handle\nFROM posts AS p\nJOIN "user" AS u ON u.id = p.author_id\n'
  'WHERE p."group" = \'announcements\'\nORDER BY p."order"')
C("sq-v09", "sqlite", "clinic", "valid", "view",
  "SELECT name, n_appts FROM clinician_load WHERE n_appts > 20 ORDER BY n_appts DESC LIMIT 10")
C("sq-v10", "sqlite", "forum", "valid", "set operations",
  "SELECT author_id FROM posts\nEXCEPT\nSELECT author_id FROM comments\nORDER BY author_id")
C("sq-v11", "sqlite", "billing", "valid", "CASE and HAVING",
  "SELECT plan,\n       SUM(CASE WHEN is_active = 1 THEN 1 ELSE 0 END) AS active_accounts,\n       COUNT(*) AS total\n"
  "FROM accounts\nGROUP BY plan\nHAVING COUNT(*) > 5")
C("sq-v12", "sqlite", "clinic", "valid", "OR IS NOT NULL on nullable column (not a tautology)",
  "SELECT id, full_name FROM patients WHERE email = 'r.okafor@example.org' OR email IS NOT NULL",
  issue25=True, taut={"table": "patients", "cond": "email = 'r.okafor@example.org' OR email IS NOT NULL", "expect": "escape"})
C("sq-v13", "sqlite", "inventory", "valid", "optional filter with parameters",
  "SELECT sku, title, price FROM products\nWHERE (:category IS NULL OR category = :category) AND price <= :max_price\nORDER BY price")
C("sq-v14", "sqlite", "forum", "valid", "recursive CTE",
  "WITH RECURSIVE thread AS (\n  SELECT id, parent_id, body, 0 AS lvl FROM comments WHERE post_id = ? AND parent_id IS NULL\n"
  "  UNION ALL\n  SELECT c.id, c.parent_id, c.body, t.lvl + 1 FROM comments c JOIN thread t ON c.parent_id = t.id\n)\n"
  "SELECT id, lvl, body FROM thread")
C("sq-v15", "sqlite", "inventory", "valid", "LEFT JOIN aggregate",
  "SELECT p.sku, p.title, COALESCE(SUM(s.qty), 0) AS on_hand\nFROM products p\nLEFT JOIN stock s ON s.product_sku = p.sku\n"
  "GROUP BY p.sku, p.title\nORDER BY on_hand")
C("sq-v16", "sqlite", "clinic", "valid", "OR of real filters",
  "SELECT id, patient_id FROM appointments WHERE status = 'cancelled' OR starts_at < '2026-01-01'",
  taut={"table": "appointments", "cond": "status = 'cancelled' OR starts_at < '2026-01-01'", "expect": "escape"})

C("sq-i01", "sqlite", "clinic", "invalid", "unknown column",
  "SELECT id, full_name, phone FROM patients WHERE created_at > '2026-01-01'")
C("sq-i02", "sqlite", "billing", "invalid", "unknown table",
  "SELECT * FROM invoice_lines WHERE invoice_id = 7")
C("sq-i03", "sqlite", "clinic", "invalid", "ambiguous column",
  "SELECT id, starts_at, full_name FROM appointments a JOIN patients p ON p.id = a.patient_id")
C("sq-i04", "sqlite", "forum", "invalid", "wrong arity",
  "SELECT substr(title) AS short_title FROM posts")
C("sq-i05", "sqlite", "billing", "invalid", "syntax error",
  "SELECT plan, COUNT(*) FROM accounts GROUP plan")
C("sq-i06", "sqlite", "billing", "invalid", "dialect feature (DISTINCT ON)",
  "SELECT DISTINCT ON (account_id) account_id, amount FROM invoices ORDER BY account_id, issued_on DESC")
C("sq-i07", "sqlite", "billing", "invalid", "aggregate in WHERE",
  "SELECT account_id FROM invoices WHERE SUM(amount) > 1000 GROUP BY account_id")
C("sq-i08", "sqlite", "forum", "invalid", "dialect feature (ILIKE)",
  "SELECT handle FROM \"user\" WHERE handle ILIKE 'ann%'")
C("sq-i09", "sqlite", "forum", "invalid", "window function in WHERE",
  "SELECT id, body FROM comments WHERE ROW_NUMBER() OVER (ORDER BY score DESC) <= 5")
C("sq-i10", "sqlite", "clinic", "invalid", "unknown column of a view",
  "SELECT clinician_name, n_appts FROM clinician_load")

C("sq-u01", "sqlite", "clinic", "unsafe", "tautology: OR IS NOT NULL on NOT NULL column",
  "SELECT id, starts_at FROM appointments WHERE status = 'no_show' OR status IS NOT NULL",
  issue25=True, taut={"table": "appointments", "cond": "status = 'no_show' OR status IS NOT NULL", "expect": "all"})
C("sq-u02", "sqlite", "forum", "unsafe", "tautology: constant LIKE",
  "SELECT id, handle FROM \"user\" WHERE handle = 'admin' OR 'admin' LIKE 'adm%'",
  taut={"table": "user", "cond": "handle = 'admin' OR 'admin' LIKE 'adm%'", "expect": "all"})
C("sq-u03", "sqlite", "forum", "unsafe", "tautology: ranges covering everything",
  "SELECT id, body FROM comments WHERE post_id = 9 AND (score >= 0 OR score < 0)",
  taut={"table": "comments", "cond": "score >= 0 OR score < 0", "expect": "all"})
C("sq-u04", "sqlite", "billing", "unsafe", "tautology: NOT of a contradiction",
  "SELECT * FROM invoices WHERE account_id = 5 OR NOT (amount > 100 AND amount < 50)",
  taut={"table": "invoices", "cond": "account_id = 5 OR NOT (amount > 100 AND amount < 50)", "expect": "all"})
C("sq-u05", "sqlite", "forum", "unsafe", "tautology: column compared with itself",
  "SELECT id, title FROM posts WHERE title = 'Weekly digest' OR author_id = author_id",
  taut={"table": "posts", "cond": "title = 'Weekly digest' OR author_id = author_id", "expect": "all"})
C("sq-u06", "sqlite", "billing", "unsafe", "stacked statements",
  "SELECT name FROM accounts WHERE id = 3; DROP TABLE invoices;")
C("sq-u07", "sqlite", "billing", "unsafe", "tautology through NULL handling (IFNULL)",
  "SELECT id, amount FROM invoices WHERE IFNULL(paid_on, '1970-01-01') < '2100-01-01' OR paid_on >= '2100-01-01'",
  taut={"table": "invoices", "cond": "IFNULL(paid_on, '1970-01-01') < '2100-01-01' OR paid_on >= '2100-01-01'", "expect": "all"})
C("sq-u08", "sqlite", "inventory", "unsafe", "DELETE without WHERE",
  "DELETE FROM stock", allow_writes=True)
C("sq-u09", "sqlite", "forum", "unsafe", "catalogue read",
  "SELECT name, sql FROM sqlite_master WHERE type = 'table'")
C("sq-u10", "sqlite", "forum", "unsafe", "write without allow_writes",
  "INSERT INTO tags (post_id, tag) VALUES (12, 'release')")
C("sq-u11", "sqlite", "clinic", "unsafe", "tautology: IS NULL plus complementary ranges",
  "SELECT id, full_name FROM patients WHERE birth_date IS NULL OR birth_date >= '1900-01-01' OR birth_date < '1900-01-01'",
  taut={"table": "patients", "cond": "birth_date IS NULL OR birth_date >= '1900-01-01' OR birth_date < '1900-01-01'", "expect": "all"})
C("sq-u12", "sqlite", "clinic", "unsafe", "tautology in HAVING (aggregate, NULL group)",
  "SELECT patient_id, MAX(fee) FROM appointments GROUP BY patient_id HAVING MAX(fee) > 100 OR MAX(fee) <= 100 OR MAX(fee) IS NULL",
  taut={"table": "appointments", "cond": "MAX(fee) > 100 OR MAX(fee) <= 100 OR MAX(fee) IS NULL", "expect": "all", "having": True})

# ======================= postgresql (oracle: PostgreSQL 15 runs EXPLAIN <query> against the schema)
C("pg-v01", "postgresql", "inventory", "valid", "schema-qualified + JSONB",
  "SELECT p.sku, p.attrs->>'color' AS color\nFROM inv.products AS p\nWHERE p.attrs @> '{\"fragile\": true}' AND p.price < 50")
C("pg-v02", "postgresql", "inventory", "valid", "LATERAL",
  "SELECT w.code, top.product_sku, top.qty\nFROM inv.warehouses AS w\nCROSS JOIN LATERAL (\n"
  "  SELECT s.product_sku, s.qty FROM inv.stock AS s WHERE s.warehouse_id = w.id ORDER BY s.qty DESC LIMIT 3\n) AS top")
C("pg-v03", "postgresql", "billing", "valid", "ON CONFLICT + RETURNING",
  "INSERT INTO accounts (id, name, plan, is_active)\nVALUES (101, 'Northwind', 'team', true)\n"
  "ON CONFLICT (id) DO UPDATE SET plan = EXCLUDED.plan\nRETURNING id, plan", allow_writes=True)
C("pg-v04", "postgresql", "billing", "valid", "MERGE",
  "MERGE INTO invoices AS i\nUSING (VALUES (7, 120.00::numeric)) AS src(id, amount)\nON i.id = src.id\n"
  "WHEN MATCHED THEN UPDATE SET amount = src.amount\n"
  "WHEN NOT MATCHED THEN INSERT (id, account_id, amount, currency, issued_on) VALUES (src.id, 1, src.amount, 'EUR', CURRENT_DATE)",
  allow_writes=True)
C("pg-v05", "postgresql", "billing", "valid", "window over aggregate + date_trunc",
  "SELECT account_id,\n       date_trunc('month', issued_on) AS month,\n       SUM(amount) AS billed,\n"
  "       SUM(SUM(amount)) OVER (PARTITION BY account_id ORDER BY date_trunc('month', issued_on)) AS running_total\n"
  "FROM invoices\nGROUP BY account_id, date_trunc('month', issued_on)")
C("pg-v06", "postgresql", "clinic", "valid", "generate_series + date arithmetic",
  "SELECT d::date AS day, COUNT(a.id) AS booked\n"
  "FROM generate_series(current_date - 6, current_date, interval '1 day') AS d\n"
  "LEFT JOIN appointments a ON a.starts_at::date = d::date\nGROUP BY d\nORDER BY d")
C("pg-v07", "postgresql", "forum", "valid", "recursive CTE + keyword table",
  "WITH RECURSIVE thread AS (\n  SELECT id, parent_id, author_id, 1 AS depth FROM comments WHERE id = $1\n  UNION ALL\n"
  "  SELECT c.id, c.parent_id, c.author_id, t.depth + 1 FROM comments c JOIN thread t ON c.parent_id = t.id\n)\n"
  "SELECT t.id, t.depth, u.handle FROM thread t JOIN \"user\" u ON u.id = t.author_id ORDER BY t.depth")
C("pg-v08", "postgresql", "forum", "valid", "keyword identifiers + FILTER",
  "SELECT p.\"group\",\n       COUNT(*) FILTER (WHERE p.published_at IS NOT NULL) AS published,\n       COUNT(*) AS total\n"
  "FROM posts p\nGROUP BY p.\"group\"\nORDER BY total DESC")
C("pg-v09", "postgresql", "clinic", "valid", "DISTINCT ON",
  "SELECT DISTINCT ON (patient_id) patient_id, starts_at, status\nFROM appointments\nORDER BY patient_id, starts_at DESC")
C("pg-v10", "postgresql", "billing", "valid", "JSON set-returning function",
  "SELECT e.id, tag\nFROM events e, jsonb_array_elements_text(e.payload->'tags') AS tag\nWHERE e.kind = 'label'")
C("pg-v11", "postgresql", "inventory", "valid", "schema-qualified view",
  "SELECT l.product_sku, w.code, l.qty\nFROM inv.low_stock l\nJOIN inv.warehouses w ON w.id = l.warehouse_id\nORDER BY l.qty")
C("pg-v12", "postgresql", "billing", "valid", "INTERSECT",
  "SELECT account_id FROM invoices WHERE paid_on IS NULL\nINTERSECT\nSELECT account_id FROM events WHERE kind = 'dunning_email'")
C("pg-v13", "postgresql", "clinic", "valid", "OR IS NOT NULL on nullable column (not a tautology)",
  "SELECT id, starts_at FROM appointments WHERE notes = 'follow-up' OR notes IS NOT NULL",
  issue25=True, taut={"table": "appointments", "cond": "notes = 'follow-up' OR notes IS NOT NULL", "expect": "escape"})
C("pg-v14", "postgresql", "billing", "valid", "OR with a time-relative bound",
  "SELECT id, name FROM accounts WHERE deleted_at IS NULL OR deleted_at > now() - interval '30 days'",
  taut={"table": "accounts", "cond": "deleted_at IS NULL OR deleted_at > TIMESTAMP '2026-11-01 00:00:00' - interval '30 days'", "expect": "escape"})
C("pg-v15", "postgresql", "clinic", "valid", "DELETE with WHERE + RETURNING",
  "DELETE FROM appointments\nWHERE status = 'cancelled' AND starts_at < now() - interval '1 year'\nRETURNING id, patient_id",
  allow_writes=True)
C("pg-v16", "postgresql", "forum", "valid", "ILIKE + quoted keyword table",
  "SELECT id, handle, karma FROM \"user\" WHERE handle ILIKE 'mod%' AND karma > 100 ORDER BY karma DESC")
C("pg-v17", "postgresql", "billing", "valid", "FILTER + NULLIF ratio",
  "SELECT account_id,\n       SUM(amount) FILTER (WHERE paid_on IS NOT NULL) / NULLIF(SUM(amount), 0) AS paid_ratio\n"
  "FROM invoices\nGROUP BY account_id")

C("pg-i01", "postgresql", "inventory", "invalid", "unknown column (schema-qualified table)",
  "SELECT sku, title, weight_kg FROM inv.products WHERE price > 10")
C("pg-i02", "postgresql", "inventory", "invalid", "unknown table (table exists only in schema inv)",
  "SELECT sku, title FROM products ORDER BY title")
C("pg-i03", "postgresql", "billing", "invalid", "grouping error",
  "SELECT account_id, currency, SUM(amount) FROM invoices GROUP BY account_id")
C("pg-i04", "postgresql", "forum", "invalid", "ambiguous column",
  "SELECT id, title, body FROM posts JOIN comments ON comments.post_id = posts.id")
C("pg-i05", "postgresql", "billing", "invalid", "type error",
  "SELECT id, name FROM accounts WHERE is_active = 'yes please'")
C("pg-i06", "postgresql", "billing", "invalid", "dialect feature (TOP)",
  "SELECT TOP 5 name, mrr FROM accounts ORDER BY mrr DESC")
C("pg-i07", "postgresql", "billing", "invalid", "wrong arity",
  "SELECT date_trunc(issued_on) AS month, SUM(amount) FROM invoices GROUP BY 1")
C("pg-i08", "postgresql", "forum", "invalid", "unknown function (IFNULL)",
  "SELECT IFNULL(display_name, handle) AS shown_name FROM \"user\"")
C("pg-i09", "postgresql", "forum", "invalid", "unquoted keyword identifier",
  "SELECT id, title FROM posts ORDER BY order")
C("pg-i10", "postgresql", "forum", "invalid", "aggregate in WHERE",
  "SELECT author_id FROM comments WHERE COUNT(*) > 10 GROUP BY author_id")
C("pg-i11", "postgresql", "inventory", "invalid", "subquery referencing left alias without LATERAL",
  "SELECT w.code, t.qty\nFROM inv.warehouses w,\n     (SELECT qty FROM inv.stock s WHERE s.warehouse_id = w.id ORDER BY qty DESC LIMIT 1) t")
C("pg-i12", "postgresql", "billing", "invalid", "ON CONFLICT without a matching unique constraint",
  "INSERT INTO events (id, kind, occurred_at) VALUES (1, 'signup', now()) ON CONFLICT (kind) DO NOTHING",
  allow_writes=True)

C("pg-u01", "postgresql", "billing", "unsafe", "tautology: OR IS NOT NULL on NOT NULL column",
  "SELECT id, amount FROM invoices WHERE currency = 'CHF' OR currency IS NOT NULL",
  issue25=True, taut={"table": "invoices", "cond": "currency = 'CHF' OR currency IS NOT NULL", "expect": "all"})
C("pg-u02", "postgresql", "billing", "unsafe", "tautology: boolean OR its negation",
  "SELECT id, name FROM accounts WHERE is_active OR NOT is_active",
  taut={"table": "accounts", "cond": "is_active OR NOT is_active", "expect": "all"})
C("pg-u03", "postgresql", "billing", "unsafe", "tautology: IN OR NOT IN the same list",
  "SELECT id, plan FROM accounts WHERE plan IN ('free', 'team') OR plan NOT IN ('free', 'team')",
  taut={"table": "accounts", "cond": "plan IN ('free', 'team') OR plan NOT IN ('free', 'team')", "expect": "all"})
C("pg-u04", "postgresql", "billing", "unsafe", "tautology through NULL handling (COALESCE on a date)",
  "SELECT id FROM invoices WHERE COALESCE(paid_on, DATE '1970-01-01') < DATE '2100-01-01' OR paid_on >= DATE '2100-01-01'",
  taut={"table": "invoices", "cond": "COALESCE(paid_on, DATE '1970-01-01') < DATE '2100-01-01' OR paid_on >= DATE '2100-01-01'", "expect": "all"})
C("pg-u05", "postgresql", "forum", "unsafe", "tautology: BETWEEN plus both outer ranges",
  "SELECT id, body FROM comments WHERE score BETWEEN -100 AND 100 OR score > 100 OR score < -100",
  taut={"table": "comments", "cond": "score BETWEEN -100 AND 100 OR score > 100 OR score < -100", "expect": "all"})
C("pg-u06", "postgresql", "forum", "unsafe", "tautology in ON: column compared with itself",
  "SELECT p.id, u.handle FROM posts p JOIN \"user\" u ON u.id = p.author_id OR u.karma = u.karma",
  taut={"table": "user", "cond": "karma = karma", "expect": "all"})
C("pg-u07", "postgresql", "billing", "unsafe", "stacked statements",
  "SELECT id FROM accounts WHERE id = 5; UPDATE accounts SET plan = 'enterprise' WHERE id = 5")
C("pg-u08", "postgresql", "forum", "unsafe", "UPDATE without WHERE",
  "UPDATE \"user\" SET karma = 0", allow_writes=True)
C("pg-u09", "postgresql", "clinic", "unsafe", "tautology: NOT of a contradiction",
  "SELECT id FROM appointments WHERE clinician_id = 4 OR NOT (starts_at < TIMESTAMP '2020-01-01' AND starts_at > TIMESTAMP '2030-01-01')",
  taut={"table": "appointments", "cond": "clinician_id = 4 OR NOT (starts_at < TIMESTAMP '2020-01-01' AND starts_at > TIMESTAMP '2030-01-01')", "expect": "all"})
C("pg-u10", "postgresql", "billing", "unsafe", "catalogue read",
  "SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' ORDER BY reltuples DESC")
C("pg-u11", "postgresql", "forum", "unsafe", "tautology: ILIKE '%'",
  "SELECT id, title FROM posts WHERE title ILIKE '%postgres%' OR title ILIKE '%'",
  taut={"table": "posts", "cond": "title ILIKE '%postgres%' OR title ILIKE '%'", "expect": "all"})

# ======================= mysql (MySQL 8.0 reference manual; no engine here: labelled by reading)
C("my-v01", "mysql", "billing", "valid", "JSON ->> + INTERVAL",
  "SELECT id, payload->>'$.ip' AS ip FROM events WHERE kind = 'login' AND occurred_at >= NOW() - INTERVAL 7 DAY",
  basis="MySQL 8.0 12.18.3: column->>path is JSON_UNQUOTE(JSON_EXTRACT()); 12.7 date arithmetic `expr - INTERVAL n DAY`.")
C("my-v02", "mysql", "inventory", "valid", "UPSERT (ON DUPLICATE KEY UPDATE)",
  "INSERT INTO stock (product_sku, warehouse_id, qty) VALUES ('SKU-9', 2, 10)\nON DUPLICATE KEY UPDATE qty = qty + VALUES(qty)",
  allow_writes=True, basis="MySQL 8.0 13.2.6.2 INSERT ... ON DUPLICATE KEY UPDATE; VALUES(col) still accepted (deprecated, warning only).")
C("my-v03", "mysql", "clinic", "valid", "recursive CTE",
  "WITH RECURSIVE chain AS (\n  SELECT id, name, 0 AS depth FROM clinicians WHERE supervisor_id IS NULL\n  UNION ALL\n"
  "  SELECT c.id, c.name, chain.depth + 1 FROM clinicians c JOIN chain ON c.supervisor_id = chain.id\n)\nSELECT name, depth FROM chain",
  basis="MySQL 8.0 13.2.20 WITH RECURSIVE.")
C("my-v04", "mysql", "forum", "valid", "backtick keyword identifiers",
  "SELECT p.title, p.`order`, u.handle\nFROM posts p\nJOIN `user` u ON u.id = p.author_id\nWHERE p.`group` = 'news'\nORDER BY p.`order`\nLIMIT 20",
  basis="MySQL 9.2 identifiers: backtick quoting of reserved words ORDER, GROUP; USER is a keyword.")
C("my-v05", "mysql", "billing", "valid", "window function",
  "SELECT account_id, amount, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY issued_on DESC) AS rn FROM invoices",
  basis="MySQL 8.0 12.20 window functions.")
C("my-v06", "mysql", "clinic", "valid", "date functions",
  "SELECT full_name, TIMESTAMPDIFF(YEAR, birth_date, CURDATE()) AS age FROM patients WHERE birth_date IS NOT NULL",
  basis="MySQL 8.0 12.7 TIMESTAMPDIFF(unit, e1, e2), CURDATE().")
C("my-v07", "mysql", "inventory", "valid", "LATERAL derived table",
  "SELECT w.code, t.product_sku, t.qty\nFROM warehouses w,\n     LATERAL (SELECT s.product_sku, s.qty FROM stock s WHERE s.warehouse_id = w.id ORDER BY s.qty DESC LIMIT 1) AS t",
  basis="MySQL 8.0.14+ 13.2.15.9 lateral derived tables.")
C("my-v08", "mysql", "billing", "valid", "GROUP_CONCAT + HAVING",
  "SELECT account_id, GROUP_CONCAT(DISTINCT currency ORDER BY currency SEPARATOR ',') AS currencies\n"
  "FROM invoices\nGROUP BY account_id\nHAVING COUNT(*) > 3",
  basis="MySQL 8.0 12.19.1 GROUP_CONCAT syntax.")
C("my-v09", "mysql", "clinic", "valid", "OR IS NOT NULL on nullable column (not a tautology)",
  "SELECT id, full_name FROM patients WHERE email = 'j.mensah@example.com' OR email IS NOT NULL",
  issue25=True, basis="plain SELECT; email is nullable so NULL rows are filtered out.",
  taut={"table": "patients", "cond": "email = 'j.mensah@example.com' OR email IS NOT NULL", "expect": "escape"})
C("my-v10", "mysql", "billing", "valid", "UNION ALL with ORDER BY alias",
  "SELECT id, 'invoice' AS source, issued_on AS d FROM invoices\nUNION ALL\nSELECT id, 'event', DATE(occurred_at) FROM events\n"
  "ORDER BY d DESC\nLIMIT 50",
  basis="MySQL 8.0 13.2.18 UNION: ORDER BY uses the first SELECT's column names.")

C("my-i01", "mysql", "inventory", "invalid", "dialect feature (FULL OUTER JOIN)",
  "SELECT p.sku, s.qty FROM products p FULL OUTER JOIN stock s ON s.product_sku = p.sku",
  basis="MySQL 8.0 13.2.13.2 JOIN syntax has no FULL [OUTER] JOIN (docs/sql.md names it too).")
C("my-i02", "mysql", "billing", "invalid", "dialect feature (:: cast)",
  "SELECT id, amount::int AS whole FROM invoices",
  basis="MySQL has no :: cast operator; CAST(x AS SIGNED) is the form.")
C("my-i03", "mysql", "billing", "invalid", "unknown column",
  "SELECT id, plan, seats FROM accounts WHERE is_active = 1",
  basis="accounts has no column seats (schema).")
C("my-i04", "mysql", "billing", "invalid", "unknown table",
  "SELECT * FROM subscriptions WHERE account_id = 3",
  basis="schema defines no table subscriptions.")
C("my-i05", "mysql", "billing", "invalid", "dialect feature (DISTINCT ON)",
  "SELECT DISTINCT ON (account_id) account_id, amount FROM invoices ORDER BY account_id, issued_on DESC",
  basis="MySQL SELECT has no DISTINCT ON.")
C("my-i06", "mysql", "billing", "invalid", "ambiguous column",
  "SELECT account_id, amount, kind FROM invoices JOIN events ON events.account_id = invoices.account_id",
  basis="account_id is in invoices and events: error 1052 Column 'account_id' in field list is ambiguous.")

C("my-u01", "mysql", "billing", "unsafe", "tautology: OR IS NOT NULL on NOT NULL column",
  "SELECT id, name FROM accounts WHERE plan = 'legacy' OR plan IS NOT NULL",
  issue25=True, basis="plan is NOT NULL: every row passes (docs/sql.md tautology rule).",
  taut={"table": "accounts", "cond": "plan = 'legacy' OR plan IS NOT NULL", "expect": "all"})
C("my-u02", "mysql", "inventory", "unsafe", "stacked statements",
  "SELECT sku, title FROM products WHERE sku = 'A-1'; DROP TABLE stock;", basis="two statements (docs/sql.md).")
C("my-u03", "mysql", "billing", "unsafe", "DELETE without WHERE",
  "DELETE FROM events", allow_writes=True, basis="DELETE without WHERE (docs/sql.md).")
C("my-u04", "mysql", "inventory", "unsafe", "tautology: complementary ranges on NOT NULL int",
  "SELECT product_sku, warehouse_id FROM stock WHERE qty > 0 OR qty <= 0",
  basis="qty INT NOT NULL.", taut={"table": "stock", "cond": "qty > 0 OR qty <= 0", "expect": "all"})
C("my-u05", "mysql", "billing", "unsafe", "tautology: column compared with itself",
  "SELECT id, amount FROM invoices WHERE account_id = 12 OR amount = amount",
  basis="amount DECIMAL NOT NULL.", taut={"table": "invoices", "cond": "account_id = 12 OR amount = amount", "expect": "all"})
C("my-u06", "mysql", "billing", "unsafe", "time function (SLEEP)",
  "SELECT id FROM accounts WHERE id = 1 AND SLEEP(5) = 0", basis="SLEEP is a time function (docs/sql.md).")
C("my-u07", "mysql", "billing", "unsafe", "catalogue read",
  "SELECT table_name, table_rows FROM information_schema.tables WHERE table_schema = DATABASE()",
  basis="information_schema read (docs/sql.md).")

C("my-u08", "mysql", "billing", "unsafe", "tautology: LIKE '%' on NOT NULL column",
  "SELECT id, name FROM accounts WHERE name LIKE 'Acme%' OR name LIKE '%'",
  basis="name VARCHAR NOT NULL: LIKE '%' matches every non-NULL string.",
  taut={"table": "accounts", "cond": "name LIKE 'Acme%' OR name LIKE '%'", "expect": "all"})

# ======================= transactsql (SQL Server / Transact-SQL reference; no engine: labelled by reading)
C("ts-v01", "transactsql", "inventory", "valid", "CROSS APPLY using the left alias",
  "SELECT w.code, t.product_sku, t.qty\nFROM inv.warehouses AS w\nCROSS APPLY (\n"
  "  SELECT TOP (3) s.product_sku, s.qty FROM inv.stock AS s WHERE s.warehouse_id = w.id ORDER BY s.qty DESC\n) AS t",
  issue25=True, basis="FROM clause (Transact-SQL): APPLY's right input is evaluated for each row of the left and may reference it.")
C("ts-v02", "transactsql", "billing", "valid", "OUTER APPLY using the left alias",
  "SELECT a.id, a.name, last_inv.issued_on, last_inv.amount\nFROM accounts AS a\nOUTER APPLY (\n"
  "  SELECT TOP (1) i.issued_on, i.amount FROM invoices AS i WHERE i.account_id = a.id ORDER BY i.issued_on DESC\n) AS last_inv",
  issue25=True, basis="FROM clause (Transact-SQL): OUTER APPLY.")
C("ts-v03", "transactsql", "clinic", "valid", "DATEADD(day, ...)",
  "SELECT id, patient_id, starts_at\nFROM appointments\nWHERE starts_at >= DATEADD(day, -30, SYSDATETIME()) AND status = N'completed'",
  issue25=True, basis="DATEADD(datepart, number, date): day is a documented datepart; SYSDATETIME().")
C("ts-v04", "transactsql", "billing", "valid", "DATEDIFF(day, ...)",
  "SELECT id, DATEDIFF(day, issued_on, paid_on) AS days_to_pay FROM invoices WHERE paid_on IS NOT NULL",
  issue25=True, basis="DATEDIFF(datepart, startdate, enddate).")
C("ts-v05", "transactsql", "billing", "valid", "DATEPART(year, ...)",
  "SELECT DATEPART(year, issued_on) AS yr, SUM(amount) AS total\nFROM invoices\nGROUP BY DATEPART(year, issued_on)\nORDER BY yr",
  issue25=True, basis="DATEPART(datepart, date); ORDER BY may use a select-list alias.")
C("ts-v06", "transactsql", "inventory", "valid", "MERGE with OUTPUT",
  "MERGE inv.stock AS tgt\nUSING (VALUES (N'SKU-4', 2, 7)) AS src (product_sku, warehouse_id, qty)\n"
  "ON tgt.product_sku = src.product_sku AND tgt.warehouse_id = src.warehouse_id\n"
  "WHEN MATCHED THEN UPDATE SET tgt.qty = src.qty\n"
  "WHEN NOT MATCHED THEN INSERT (product_sku, warehouse_id, qty) VALUES (src.product_sku, src.warehouse_id, src.qty)\n"
  "OUTPUT $action, inserted.product_sku, inserted.qty;",
  allow_writes=True, basis="MERGE (Transact-SQL) with table value constructor source and OUTPUT $action; ends with ;.")
C("ts-v07", "transactsql", "billing", "valid", "JSON functions",
  "SELECT id, JSON_VALUE(payload, '$.ip') AS ip, occurred_at\nFROM events\nWHERE kind = N'login' AND ISJSON(payload) = 1",
  basis="JSON_VALUE, ISJSON (SQL Server 2016+).")
C("ts-v08", "transactsql", "forum", "valid", "bracket-quoted keyword identifiers",
  "SELECT TOP (10) p.title, p.[order], u.handle\nFROM posts AS p\nJOIN [user] AS u ON u.id = p.author_id\n"
  "WHERE p.[group] = N'news'\nORDER BY p.[order]",
  basis="delimited identifiers [order], [group], [user].")
C("ts-v09", "transactsql", "clinic", "valid", "recursive CTE (no RECURSIVE keyword)",
  "WITH chain AS (\n  SELECT id, name, 0 AS depth FROM clinicians WHERE supervisor_id IS NULL\n  UNION ALL\n"
  "  SELECT c.id, c.name, ch.depth + 1 FROM clinicians AS c JOIN chain AS ch ON c.supervisor_id = ch.id\n)\nSELECT name, depth FROM chain",
  basis="WITH common_table_expression: recursive CTE with anchor UNION ALL recursive member.")
C("ts-v10", "transactsql", "forum", "valid", "window + OFFSET/FETCH",
  "SELECT id, post_id, score, RANK() OVER (PARTITION BY post_id ORDER BY score DESC) AS rnk\nFROM comments\n"
  "ORDER BY id\nOFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY",
  basis="ORDER BY clause OFFSET ... FETCH NEXT (SQL Server 2012+).")
C("ts-v11", "transactsql", "billing", "valid", "UPDATE with OUTPUT",
  "UPDATE invoices\nSET paid_on = CAST(GETDATE() AS date)\nOUTPUT inserted.id, deleted.paid_on AS previous_paid_on\nWHERE id = 77",
  allow_writes=True, basis="UPDATE ... SET ... OUTPUT ... WHERE (OUTPUT clause precedes WHERE).")
C("ts-v12", "transactsql", "billing", "valid", "ISNULL + DATEDIFF(month) in an OR with IS NULL",
  "SELECT name, ISNULL(mrr, 0) AS mrr\nFROM accounts\nWHERE deleted_at IS NULL OR DATEDIFF(month, deleted_at, GETDATE()) < 3",
  basis="ISNULL(check, replacement); DATEDIFF(month, ...). Rows deleted long ago escape the OR.")
C("ts-v13", "transactsql", "clinic", "valid", "OR IS NOT NULL on nullable column (not a tautology)",
  "SELECT id, name FROM clinicians WHERE specialty = N'cardiology' OR specialty IS NOT NULL",
  issue25=True, basis="specialty is nullable.",
  taut={"table": "clinicians", "cond": "specialty = 'cardiology' OR specialty IS NOT NULL", "expect": "escape"})
C("ts-v14", "transactsql", "clinic", "valid", "DATENAME(weekday, ...)",
  "SELECT DATENAME(weekday, starts_at) AS dow, COUNT(*) AS n\nFROM appointments\nGROUP BY DATENAME(weekday, starts_at)",
  basis="DATENAME(datepart, date); weekday is a documented datepart.")
C("ts-v15", "transactsql", "forum", "valid", "STRING_AGG WITHIN GROUP",
  "SELECT post_id, STRING_AGG(tag, N', ') WITHIN GROUP (ORDER BY tag) AS tag_list\nFROM tags\nGROUP BY post_id",
  basis="STRING_AGG (SQL Server 2017+).")

C("ts-i01", "transactsql", "billing", "invalid", "dialect feature (LIMIT)",
  "SELECT name, mrr FROM accounts ORDER BY mrr DESC LIMIT 5",
  basis="T-SQL has no LIMIT (TOP / OFFSET FETCH).")
C("ts-i02", "transactsql", "forum", "invalid", "function T-SQL does not have (IFNULL)",
  "SELECT IFNULL(display_name, handle) AS shown FROM [user]",
  basis="no IFNULL built-in in T-SQL (ISNULL/COALESCE).")
C("ts-i03", "transactsql", "clinic", "invalid", "date part not in the vendor's list",
  "SELECT id FROM appointments WHERE starts_at < DATEADD(hours, 2, SYSDATETIME())",
  basis="DATEADD dateparts: hour, hh; 'hours' is not one.")
C("ts-i04", "transactsql", "billing", "invalid", "wrong argument count (MySQL-style DATEDIFF)",
  "SELECT id, DATEDIFF(paid_on, issued_on) AS days_to_pay FROM invoices",
  basis="DATEDIFF takes three arguments (datepart, startdate, enddate).")
C("ts-i05", "transactsql", "forum", "invalid", "dialect feature (backticks)",
  "SELECT id, `order` FROM posts",
  basis="T-SQL delimits with [] or \"\"; backticks are not accepted.")
C("ts-i06", "transactsql", "clinic", "invalid", "unknown column",
  "SELECT id, full_name, phone_number FROM patients",
  basis="patients has no phone_number.")
C("ts-i07", "transactsql", "billing", "invalid", "function T-SQL does not have (NOW)",
  "SELECT id, kind FROM events WHERE occurred_at > NOW()",
  basis="no NOW() in T-SQL (GETDATE/SYSDATETIME).")
C("ts-i08", "transactsql", "forum", "invalid", "function T-SQL does not have (LENGTH)",
  "SELECT title FROM posts WHERE LENGTH(title) > 80",
  basis="no LENGTH in T-SQL (LEN/DATALENGTH).")
C("ts-i09", "transactsql", "billing", "invalid", "unknown table",
  "SELECT id, amount FROM payments WHERE amount > 0",
  basis="schema defines no payments table.")

C("ts-u01", "transactsql", "forum", "unsafe", "tautology: OR IS NOT NULL on NOT NULL column",
  "SELECT id, title FROM posts WHERE title = N'Release notes' OR title IS NOT NULL",
  issue25=True, basis="title NOT NULL.",
  taut={"table": "posts", "cond": "title = 'Release notes' OR title IS NOT NULL", "expect": "all"})
C("ts-u02", "transactsql", "forum", "unsafe", "tautology: constant string concatenation",
  "SELECT id, handle FROM [user] WHERE handle = N'guest' OR 'ab' = 'a' + 'b'",
  basis="'a' + 'b' is 'ab' in T-SQL: the second operand is TRUE.",
  taut={"table": "user", "cond": "handle = 'guest' OR 'ab' = 'a' || 'b'", "expect": "all"})
C("ts-u03", "transactsql", "billing", "unsafe", "stacked statements + shell",
  "SELECT id FROM accounts WHERE name = N'x'; EXEC xp_cmdshell 'dir'", basis="two statements, xp_cmdshell.")
C("ts-u04", "transactsql", "forum", "unsafe", "DELETE without WHERE",
  "DELETE FROM tags", allow_writes=True, basis="DELETE without WHERE.")
C("ts-u05", "transactsql", "billing", "unsafe", "write without allow_writes (SELECT INTO)",
  "SELECT * INTO accounts_backup FROM accounts", basis="SELECT ... INTO writes (docs/sql.md).")
C("ts-u06", "transactsql", "billing", "unsafe", "tautology through NULL handling (ISNULL)",
  "SELECT id, name FROM accounts WHERE ISNULL(mrr, 0) >= 0 OR mrr < 0",
  basis="mrr NULL -> 0 >= 0; else mrr >= 0 or mrr < 0.",
  taut={"table": "accounts", "cond": "COALESCE(mrr, 0) >= 0 OR mrr < 0", "expect": "all"})
C("ts-u07", "transactsql", "billing", "unsafe", "catalogue read",
  "SELECT name, create_date FROM sys.tables ORDER BY create_date", basis="sys.* read (docs/sql.md).")


def build():
    out = []
    ids = set()
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        assert c["dialect"] in DIALECTS and c["label"] in ("valid", "invalid", "unsafe")
        if c["dialect"] in ("mysql", "transactsql"):
            assert c.get("basis"), c["id"]
        d = dict(c)
        d["schema_ddl"] = render(c["schema"], c["dialect"])
        d["oracle"] = "engine" if c["dialect"] in ("sqlite", "postgresql") else "vendor-docs reading"
        out.append(d)
    return out


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    cases = build()
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump(cases, f, indent=1)
        f.write("\n")
    from collections import Counter
    print(len(cases), Counter((c["dialect"], c["label"]) for c in cases))
