#!/usr/bin/env python3
"""Source of the held-out SQL set, round 14: four schemas written once and rendered per dialect, and the cases.

Written from the public documentation only (README.md, docs/sql.md, the issue-25 excerpt) by someone who had not read
the engine's code, its corpora, its tests, or any other held-out set.

Run: python3 cases_src.py  -> writes cases.json next to this file.
Labels: valid (a real engine of the dialect accepts it and no documented safety rule refuses it), invalid (the dialect
rejects it), unsafe (the dialect accepts it but docs/sql.md's safety rules refuse it). sqlite and postgresql labels are
checked by oracle.py against sqlite3 and PostgreSQL; mysql and transactsql labels come from a reading of the vendor
documentation (recorded per case in `oracle_note`).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- schemas (written once) ----------------------------
# column: (name, kind, flags) flags: pk, nn (NOT NULL), uq (UNIQUE)
SCHEMAS = {
    "clinic": {
        "tables": [
            ("patients", [("id", "int", "pk"), ("mrn", "text", "nn uq"), ("full_name", "text", "nn"), ("email", "text", ""),
                          ("birth_date", "date", ""), ("sex", "text", ""), ("created_at", "ts", "nn")]),
            ("clinicians", [("id", "int", "pk"), ("full_name", "text", "nn"), ("specialty", "text", ""), ("active", "bool", "nn")]),
            ("appointments", [("id", "int", "pk"), ("patient_id", "int", "nn"), ("clinician_id", "int", "nn"), ("starts_at", "ts", "nn"),
                              ("duration_min", "int", "nn"), ("status", "text", "nn"), ("notes", "text", "")]),
            ("prescriptions", [("id", "int", "pk"), ("appointment_id", "int", "nn"), ("drug", "text", "nn"), ("dose_mg", "num", ""),
                               ("refills", "int", "nn")]),
        ],
        "views": [("upcoming_visits",
                   "SELECT a.id, p.full_name AS patient, c.full_name AS clinician, a.starts_at FROM appointments a "
                   "JOIN patients p ON p.id = a.patient_id JOIN clinicians c ON c.id = a.clinician_id WHERE a.status = 'booked'")],
    },
    "logistics": {
        "tables": [
            ("carriers", [("id", "int", "pk"), ("name", "text", "nn"), ("scac", "text", "")]),
            ("warehouses", [("id", "int", "pk"), ("code", "text", "nn uq"), ("city", "text", "nn"), ("capacity", "int", "")]),
            ("shipments", [("id", "int", "pk"), ("warehouse_id", "int", "nn"), ("carrier_id", "int", ""), ("tracking_no", "text", ""),
                           ("weight_kg", "num", "nn"), ("shipped_at", "ts", ""), ("delivered_at", "ts", ""), ("meta", "json", "")]),
            ("shipment_events", [("id", "int", "pk"), ("shipment_id", "int", "nn"), ("event_type", "text", "nn"),
                                 ("occurred_at", "ts", "nn"), ("location", "text", "")]),
        ],
        "views": [],
    },
    "billing": {
        "tables": [
            ("accounts", [("id", "int", "pk"), ("name", "text", "nn"), ("country", "text", ""), ("tier", "text", "nn"), ("created_at", "ts", "nn")]),
            ("plans", [("id", "int", "pk"), ("code", "text", "nn uq"), ("monthly_price", "num", "nn"), ("seats", "int", "")]),
            ("subscriptions", [("id", "int", "pk"), ("account_id", "int", "nn"), ("plan_id", "int", "nn"), ("started_at", "ts", "nn"),
                               ("cancelled_at", "ts", "")], [("account_id", "plan_id")]),
            ("invoices", [("id", "int", "pk"), ("account_id", "int", "nn"), ("issued_on", "date", "nn"), ("total", "num", "nn"),
                          ("paid", "bool", "nn"), ("discount", "num", "")]),
        ],
        "views": [("account_revenue",
                   "SELECT account_id, SUM(total) AS revenue, COUNT(*) AS invoice_count FROM invoices GROUP BY account_id")],
    },
    "wiki": {
        "tables": [
            ("pages", [("id", "int", "pk"), ("parent_id", "int", ""), ("title", "text", "nn"), ("slug", "text", "nn uq"),
                       ("order", "int", "nn"), ("body", "text", ""), ("created_by", "int", "nn")]),
            ("revisions", [("id", "int", "pk"), ("page_id", "int", "nn"), ("user", "text", "nn"), ("timestamp", "ts", "nn"), ("size", "int", "")]),
            ("tags", [("id", "int", "pk"), ("name", "text", "nn"), ("group", "text", "")]),
            ("page_tags", [("page_id", "int", "nn"), ("tag_id", "int", "nn")], [], ("page_id", "tag_id")),
        ],
        "views": [],
    },
}

TYPES = {
    "sqlite": {"int": "INTEGER", "text": "TEXT", "ts": "TEXT", "date": "TEXT", "num": "NUMERIC(12,2)", "bool": "INTEGER", "json": "TEXT"},
    "postgresql": {"int": "integer", "text": "text", "ts": "timestamp", "date": "date", "num": "numeric(12,2)", "bool": "boolean", "json": "jsonb"},
    "mysql": {"int": "INT", "text": "VARCHAR(255)", "ts": "DATETIME", "date": "DATE", "num": "DECIMAL(12,2)", "bool": "BOOLEAN", "json": "JSON"},
    "transactsql": {"int": "INT", "text": "NVARCHAR(255)", "ts": "DATETIME2", "date": "DATE", "num": "DECIMAL(12,2)", "bool": "BIT", "json": "NVARCHAR(MAX)"},
}
KEYWORDS = {"order", "user", "group", "timestamp", "size"}


def qi(name, dialect):
    if name not in KEYWORDS:
        return name
    return {"mysql": f"`{name}`", "transactsql": f"[{name}]"}.get(dialect, f'"{name}"')


def render(schema, dialect, unique=True):
    out = []
    for t in SCHEMAS[schema]["tables"]:
        name, cols = t[0], t[1]
        uniques = t[2] if len(t) > 2 else []
        pk = t[3] if len(t) > 3 else None
        parts = []
        for c, kind, flags in cols:
            s = f"{qi(c, dialect)} {TYPES[dialect][kind]}"
            if "pk" in flags:
                s += " PRIMARY KEY" if dialect != "sqlite" else " PRIMARY KEY"  # sqlite: INTEGER PRIMARY KEY (rowid alias)
            if "nn" in flags:
                s += " NOT NULL"
            if "uq" in flags and unique:
                s += " UNIQUE"
            parts.append(s)
        if unique:
            for u in uniques:
                parts.append("UNIQUE (" + ", ".join(qi(x, dialect) for x in u) + ")")
        if pk:
            parts.append("PRIMARY KEY (" + ", ".join(qi(x, dialect) for x in pk) + ")")
        out.append(f"CREATE TABLE {name} (\n  " + ",\n  ".join(parts) + "\n);")
    for v, body in SCHEMAS[schema]["views"]:
        out.append(f"CREATE VIEW {v} AS {body};")
    return "\n".join(out) + "\n"


def columns(schema, table):
    for t in SCHEMAS[schema]["tables"]:
        if t[0] == table:
            return t[1]
    raise KeyError(table)


# ---------------------------------------------------------------- cases ---------------------------------------------
# fields: id, dialect, schema, label, category, query; optional allow_writes, issue25, statements (stacked: each part),
# taut (tautology check: table, cond, over generated rows incl. NULLs; for mysql/transactsql `cond` is the PostgreSQL
# rendering of the same condition), escape (a non-tautology OR: rows must exist for which it is not TRUE),
# policy (the docs/sql.md rule that refuses an unsafe case), oracle_note (vendor-doc reading for mysql/transactsql).
C = []


def case(id, dialect, schema, label, category, query, **kw):
    C.append(dict(id=id, dialect=dialect, schema=schema, label=label, category=category, query=query, **kw))


# ---------------- sqlite ----------------
S = "sqlite"
case("s01", S, "clinic", "valid", "cte+date",
     "WITH recent AS (\n  SELECT patient_id, COUNT(*) AS n\n  FROM appointments\n  WHERE starts_at >= date('now', '-90 days')\n  GROUP BY patient_id\n)\n"
     "SELECT p.full_name, r.n\nFROM patients p\nJOIN recent r ON r.patient_id = p.id\nORDER BY r.n DESC\nLIMIT 10;")
case("s02", S, "wiki", "valid", "recursive-cte",
     "WITH RECURSIVE tree(id, title, depth) AS (\n  SELECT id, title, 0 FROM pages WHERE parent_id IS NULL\n  UNION ALL\n"
     "  SELECT p.id, p.title, t.depth + 1 FROM pages p JOIN tree t ON p.parent_id = t.id\n)\nSELECT * FROM tree ORDER BY depth, title")
case("s03", S, "billing", "valid", "window",
     "SELECT account_id, issued_on, total,\n       SUM(total) OVER (PARTITION BY account_id ORDER BY issued_on ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total,\n"
     "       RANK() OVER (ORDER BY total DESC) AS rnk\nFROM invoices")
case("s04", S, "logistics", "valid", "json",
     "SELECT id, json_extract(meta, '$.customs.hs_code') AS hs_code\nFROM shipments\nWHERE json_extract(meta, '$.fragile') = 1")
case("s05", S, "billing", "valid", "upsert", allow_writes=True,
     query="INSERT INTO plans (id, code, monthly_price, seats)\nVALUES (7, 'team-plus', 49.00, 10)\nON CONFLICT(code) DO UPDATE SET monthly_price = excluded.monthly_price, seats = excluded.seats")
case("s06", S, "logistics", "valid", "returning", allow_writes=True,
     query="UPDATE shipments SET delivered_at = datetime('now') WHERE id = ? AND delivered_at IS NULL RETURNING id, delivered_at")
case("s07", S, "wiki", "valid", "keyword-identifiers",
     'SELECT "group", COUNT(*) AS n FROM tags GROUP BY "group" ORDER BY n DESC')
case("s08", S, "clinic", "valid", "view+case",
     "SELECT patient, clinician,\n  CASE WHEN starts_at < datetime('now', '+1 day') THEN 'soon' ELSE 'later' END AS bucket\nFROM upcoming_visits")
case("s09", S, "billing", "valid", "set-op",
     "SELECT account_id FROM subscriptions WHERE cancelled_at IS NULL\nEXCEPT\nSELECT account_id FROM invoices WHERE paid = 0")
case("s10", S, "logistics", "valid", "schema-qualified",
     "SELECT w.code, COUNT(s.id) AS shipments\nFROM main.warehouses AS w\nLEFT JOIN main.shipments AS s ON s.warehouse_id = w.id\nGROUP BY w.code")
case("s11", S, "clinic", "valid", "or-nullable-escapes", issue25=True,
     query="SELECT id, mrn FROM patients WHERE sex = 'U' OR sex IS NOT NULL",
     escape={"table": "patients", "cond": "sex = 'U' OR sex IS NOT NULL"})
case("s12", S, "logistics", "valid", "or-filter",
     "SELECT id, tracking_no FROM shipments WHERE weight_kg > 1000 OR carrier_id IS NULL",
     escape={"table": "shipments", "cond": "weight_kg > 1000 OR carrier_id IS NULL"})
case("s13", S, "clinic", "invalid", "unknown-column", "SELECT p.full_name, p.phone FROM patients p WHERE p.id = 3")
case("s14", S, "billing", "invalid", "unknown-table", "SELECT * FROM invoice_items WHERE invoice_id = 10")
case("s15", S, "logistics", "invalid", "ambiguous-column",
     "SELECT id, code FROM warehouses w JOIN shipments s ON s.warehouse_id = w.id")
case("s16", S, "wiki", "invalid", "wrong-arity", "SELECT substr(title) AS short_title FROM pages")
case("s17", S, "billing", "invalid", "aggregate-misuse",
     "SELECT account_id FROM invoices WHERE SUM(total) > 1000 GROUP BY account_id")
case("s18", S, "clinic", "invalid", "syntax", "SELECT full_name FROM patients ORDER BY created_at DESC LIMIT 5 OFFSET")
case("s19", S, "logistics", "invalid", "wrong-dialect", "SELECT TOP 5 tracking_no FROM shipments ORDER BY weight_kg DESC")
case("s20", S, "clinic", "invalid", "wrong-dialect", "SELECT id, full_name FROM clinicians WHERE specialty ILIKE 'cardio%'")
case("s21", S, "wiki", "invalid", "wrong-dialect",
     "SELECT DISTINCT ON (page_id) page_id, \"user\" FROM revisions ORDER BY page_id, \"timestamp\" DESC")
case("s22", S, "clinic", "unsafe", "tautology-notnull", issue25=True, policy="TAUTOLOGY",
     query="SELECT id, mrn FROM patients WHERE full_name = 'Dana Whitaker' OR full_name IS NOT NULL",
     taut={"table": "patients", "cond": "full_name = 'Dana Whitaker' OR full_name IS NOT NULL"})
case("s23", S, "logistics", "unsafe", "tautology-coalesce", policy="TAUTOLOGY",
     query="SELECT id FROM shipments WHERE COALESCE(carrier_id, 0) = 0 OR carrier_id <> 0",
     taut={"table": "shipments", "cond": "COALESCE(carrier_id, 0) = 0 OR carrier_id <> 0"})
case("s24", S, "billing", "unsafe", "tautology-like", policy="TAUTOLOGY",
     query="SELECT id, name FROM accounts WHERE name LIKE '%' OR tier = 'enterprise'",
     taut={"table": "accounts", "cond": "name LIKE '%' OR tier = 'enterprise'"})
case("s25", S, "clinic", "unsafe", "tautology-range", policy="TAUTOLOGY",
     query="SELECT * FROM appointments WHERE duration_min < 30 OR duration_min >= 30",
     taut={"table": "appointments", "cond": "duration_min < 30 OR duration_min >= 30"})
case("s26", S, "wiki", "unsafe", "tautology-not-contradiction", policy="TAUTOLOGY",
     query='SELECT id, title FROM pages WHERE parent_id = 4 OR NOT ("order" > 0 AND "order" <= 0)',
     taut={"table": "pages", "cond": 'parent_id = 4 OR NOT ("order" > 0 AND "order" <= 0)'})
case("s27", S, "billing", "unsafe", "tautology-self-compare", policy="TAUTOLOGY",
     query="SELECT id, code FROM plans WHERE seats > 5 OR code = code",
     taut={"table": "plans", "cond": "seats > 5 OR code = code"})
case("s28", S, "logistics", "unsafe", "stacked", policy="STACKED",
     query="SELECT id FROM carriers WHERE scac = 'ABCD'; DELETE FROM shipment_events",
     statements=["SELECT id FROM carriers WHERE scac = 'ABCD'", "DELETE FROM shipment_events"])
case("s29", S, "clinic", "unsafe", "delete-without-where", allow_writes=True, policy="DELETE without WHERE",
     query="DELETE FROM prescriptions")
case("s30", S, "billing", "unsafe", "catalogue-read", policy="CATALOGUE_READ",
     query="SELECT name, sql FROM sqlite_master WHERE type = 'table'")
case("s31", S, "logistics", "unsafe", "tautology-in-notin", policy="TAUTOLOGY",
     query="SELECT id FROM shipment_events WHERE event_type IN ('picked', 'delivered') OR event_type NOT IN ('picked', 'delivered')",
     taut={"table": "shipment_events", "cond": "event_type IN ('picked', 'delivered') OR event_type NOT IN ('picked', 'delivered')"})

# ---------------- postgresql ----------------
P = "postgresql"
case("p01", P, "logistics", "valid", "lateral",
     "SELECT s.id, e.event_type, e.occurred_at\nFROM shipments s\nCROSS JOIN LATERAL (\n  SELECT ev.event_type, ev.occurred_at\n  FROM shipment_events ev\n"
     "  WHERE ev.shipment_id = s.id\n  ORDER BY ev.occurred_at DESC\n  LIMIT 1\n) e")
case("p02", P, "billing", "valid", "window+filter",
     "SELECT a.name,\n       date_trunc('month', i.issued_on) AS month,\n       sum(i.total) FILTER (WHERE i.paid) AS collected,\n"
     "       lag(sum(i.total)) OVER (PARTITION BY a.id ORDER BY date_trunc('month', i.issued_on)) AS prev_month\n"
     "FROM accounts a\nJOIN invoices i ON i.account_id = a.id\nGROUP BY a.id, a.name, date_trunc('month', i.issued_on)")
case("p03", P, "logistics", "valid", "json",
     "SELECT id, meta->>'carrier_ref' AS ref, jsonb_array_length(meta->'parcels') AS parcels\nFROM shipments\nWHERE meta @> '{\"fragile\": true}'::jsonb")
case("p04", P, "clinic", "valid", "date+filter",
     "SELECT c.full_name,\n       count(*) FILTER (WHERE a.starts_at >= now() - interval '30 days') AS last_30d,\n"
     "       avg(a.duration_min)::numeric(6,1) AS avg_minutes\nFROM clinicians c\nLEFT JOIN appointments a ON a.clinician_id = c.id\nGROUP BY c.full_name")
case("p05", P, "wiki", "valid", "recursive-cte+param",
     "WITH RECURSIVE crumbs AS (\n  SELECT id, parent_id, title, 1 AS lvl FROM pages WHERE slug = $1\n  UNION ALL\n"
     "  SELECT p.id, p.parent_id, p.title, c.lvl + 1 FROM pages p JOIN crumbs c ON p.id = c.parent_id\n)\nSELECT title FROM crumbs ORDER BY lvl DESC")
case("p06", P, "billing", "valid", "upsert+returning", allow_writes=True,
     query="INSERT INTO subscriptions (id, account_id, plan_id, started_at)\nVALUES (501, 12, 3, now())\n"
           "ON CONFLICT (account_id, plan_id) DO UPDATE SET cancelled_at = NULL\nRETURNING id, started_at")
case("p07", P, "billing", "valid", "merge", allow_writes=True,
     query="MERGE INTO plans p\nUSING (VALUES ('starter', 9.00), ('pro', 29.00)) AS v(code, price)\nON p.code = v.code\n"
           "WHEN MATCHED THEN UPDATE SET monthly_price = v.price\nWHEN NOT MATCHED THEN DO NOTHING")
case("p08", P, "wiki", "valid", "schema-qualified+keywords",
     'SELECT r."user", count(*) AS edits, max(r."timestamp") AS last_edit\nFROM public.revisions r\nGROUP BY r."user"\nHAVING count(*) > 5\nORDER BY edits DESC')
case("p09", P, "clinic", "valid", "view+union",
     "SELECT patient FROM upcoming_visits\nUNION\nSELECT full_name FROM patients WHERE created_at > now() - interval '7 days'\nORDER BY 1")
case("p10", P, "logistics", "valid", "distinct-on",
     "SELECT DISTINCT ON (shipment_id) shipment_id, event_type, occurred_at\nFROM shipment_events\nORDER BY shipment_id, occurred_at DESC")
case("p11", P, "billing", "valid", "or-nullable-escapes", issue25=True,
     query="SELECT id, total FROM invoices WHERE discount = 0 OR discount IS NOT NULL",
     escape={"table": "invoices", "cond": "discount = 0 OR discount IS NOT NULL"})
case("p12", P, "clinic", "valid", "string-agg",
     "SELECT c.specialty, string_agg(DISTINCT p.drug, ', ' ORDER BY p.drug) AS drugs\nFROM prescriptions p\n"
     "JOIN appointments a ON a.id = p.appointment_id\nJOIN clinicians c ON c.id = a.clinician_id\nGROUP BY c.specialty")
case("p13", P, "logistics", "invalid", "unknown-column", "SELECT id, tracking_number FROM shipments WHERE shipped_at IS NOT NULL")
case("p14", P, "billing", "invalid", "grouping",
     "SELECT a.name, a.country, sum(i.total) AS revenue\nFROM accounts a JOIN invoices i ON i.account_id = a.id\nGROUP BY a.name")
case("p15", P, "clinic", "invalid", "ambiguous-column",
     "SELECT full_name, starts_at\nFROM appointments a\nJOIN patients p ON p.id = a.patient_id\nJOIN clinicians c ON c.id = a.clinician_id")
case("p16", P, "wiki", "invalid", "wrong-arity", "SELECT left(title) AS initial FROM pages ORDER BY 1")
case("p17", P, "billing", "invalid", "type-error", "SELECT * FROM invoices WHERE issued_on > 42")
case("p18", P, "logistics", "invalid", "wrong-dialect", "SELECT `code`, city FROM warehouses")
case("p19", P, "clinic", "invalid", "wrong-dialect",
     "SELECT id FROM appointments WHERE starts_at > DATE_SUB(NOW(), INTERVAL 7 DAY)")
case("p20", P, "billing", "invalid", "aggregate-misuse", "SELECT account_id, max(count(*)) FROM invoices GROUP BY account_id")
case("p21", P, "logistics", "invalid", "aggregate-misuse",
     "SELECT id FROM shipments WHERE row_number() OVER (ORDER BY shipped_at) <= 10")
case("p22", P, "billing", "unsafe", "tautology-notnull", issue25=True, policy="TAUTOLOGY",
     query="SELECT id, name FROM accounts WHERE tier = 'free' OR tier IS NOT NULL",
     taut={"table": "accounts", "cond": "tier = 'free' OR tier IS NOT NULL"})
case("p23", P, "clinic", "unsafe", "tautology-coalesce", policy="TAUTOLOGY",
     query="SELECT id FROM patients WHERE coalesce(sex, 'U') = 'U' OR sex <> 'U'",
     taut={"table": "patients", "cond": "coalesce(sex, 'U') = 'U' OR sex <> 'U'"})
case("p24", P, "logistics", "unsafe", "tautology-between", policy="TAUTOLOGY",
     query="SELECT id FROM shipments WHERE weight_kg BETWEEN 0 AND 500 OR weight_kg > 500 OR weight_kg < 0",
     taut={"table": "shipments", "cond": "weight_kg BETWEEN 0 AND 500 OR weight_kg > 500 OR weight_kg < 0"})
case("p25", P, "wiki", "unsafe", "tautology-self-compare", policy="TAUTOLOGY",
     query='SELECT id FROM revisions WHERE "size" > 10000 OR page_id = page_id',
     taut={"table": "revisions", "cond": '"size" > 10000 OR page_id = page_id'})
case("p26", P, "clinic", "unsafe", "tautology-like", policy="TAUTOLOGY",
     query="SELECT id, full_name FROM clinicians WHERE full_name ILIKE '%' OR active",
     taut={"table": "clinicians", "cond": "full_name ILIKE '%' OR active"})
case("p27", P, "billing", "unsafe", "tautology-having", policy="TAUTOLOGY",
     query="SELECT account_id, count(*) FROM invoices GROUP BY account_id HAVING count(*) >= 5 OR count(*) < 5",
     taut={"sql": "SELECT count(*) FROM generate_series(1, 1000) AS g(c) WHERE NOT coalesce((c >= 5 OR c < 5), false)"})
case("p28", P, "clinic", "unsafe", "stacked", policy="STACKED",
     query="SELECT 1 FROM patients WHERE id = 1; UPDATE patients SET email = NULL WHERE id = 1",
     statements=["SELECT 1 FROM patients WHERE id = 1", "UPDATE patients SET email = NULL WHERE id = 1"])
case("p29", P, "billing", "unsafe", "update-without-where", allow_writes=True, policy="UPDATE without WHERE",
     query="UPDATE invoices SET paid = true")
case("p30", P, "logistics", "unsafe", "write-without-allow", policy="write without allow_writes",
     query="INSERT INTO carriers (id, name) VALUES (9, 'Northwind Freight')")
case("p31", P, "billing", "unsafe", "time-function", policy="time function pg_sleep",
     query="SELECT pg_sleep(3), id FROM accounts LIMIT 1")
case("p32", P, "billing", "unsafe", "catalogue-read", policy="CATALOGUE_READ",
     query="SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'invoices'")

# ---------------- mysql (labels: reading of the MySQL 8.0 reference manual) ----------------
M = "mysql"
case("m01", M, "clinic", "valid", "cte+window",
     "WITH ranked AS (\n  SELECT a.clinician_id, a.patient_id, COUNT(*) AS visits,\n"
     "         ROW_NUMBER() OVER (PARTITION BY a.clinician_id ORDER BY COUNT(*) DESC) AS rn\n  FROM appointments a\n"
     "  GROUP BY a.clinician_id, a.patient_id\n)\nSELECT clinician_id, patient_id, visits FROM ranked WHERE rn <= 3",
     oracle_note="MySQL 8.0: WITH (13.2.20) and window functions (12.21) exist; ROW_NUMBER may order by an aggregate of the grouped query.")
case("m02", M, "logistics", "valid", "json",
     "SELECT id, meta->>'$.customs.hs_code' AS hs_code, JSON_LENGTH(meta, '$.parcels') AS parcels\nFROM shipments\nWHERE JSON_EXTRACT(meta, '$.fragile') = TRUE",
     oracle_note="MySQL 8.0: ->> (inline JSON_UNQUOTE(JSON_EXTRACT)), JSON_LENGTH(doc, path) and JSON_EXTRACT are documented JSON functions.")
case("m03", M, "billing", "valid", "upsert", allow_writes=True,
     query="INSERT INTO plans (id, code, monthly_price, seats)\nVALUES (7, 'team-plus', 49.00, 10)\nON DUPLICATE KEY UPDATE monthly_price = VALUES(monthly_price), seats = VALUES(seats)",
     oracle_note="MySQL 8.0 INSERT ... ON DUPLICATE KEY UPDATE with VALUES(col) (deprecated since 8.0.20 but accepted).")
case("m04", M, "wiki", "valid", "keyword-identifiers",
     "SELECT `order`, title FROM pages WHERE parent_id = 12 ORDER BY `order`",
     oracle_note="ORDER is reserved in MySQL; backtick quoting is the documented identifier quote.")
case("m05", M, "logistics", "valid", "date",
     "SELECT w.city, COUNT(*) AS late\nFROM shipments s\nJOIN warehouses w ON w.id = s.warehouse_id\n"
     "WHERE s.delivered_at IS NULL AND s.shipped_at < DATE_SUB(NOW(), INTERVAL 10 DAY)\nGROUP BY w.city",
     oracle_note="DATE_SUB(date, INTERVAL expr unit) and NOW() are MySQL date functions.")
case("m06", M, "wiki", "valid", "recursive-cte",
     "WITH RECURSIVE ancestors AS (\n  SELECT id, parent_id, title FROM pages WHERE id = 42\n  UNION ALL\n"
     "  SELECT p.id, p.parent_id, p.title FROM pages p JOIN ancestors a ON p.id = a.parent_id\n)\nSELECT title FROM ancestors",
     oracle_note="MySQL 8.0 WITH RECURSIVE.")
case("m07", M, "billing", "valid", "lateral",
     "SELECT a.name, last_inv.issued_on, last_inv.total\nFROM accounts a,\nLATERAL (\n  SELECT i.issued_on, i.total FROM invoices i\n"
     "  WHERE i.account_id = a.id ORDER BY i.issued_on DESC LIMIT 1\n) AS last_inv",
     oracle_note="MySQL 8.0.14+ supports LATERAL derived tables (13.2.11.9); the derived table has an alias as required.")
case("m08", M, "clinic", "valid", "case+date",
     "SELECT a.id, DATE_FORMAT(a.starts_at, '%Y-%m') AS ym,\n       CASE WHEN a.duration_min > 45 THEN 'long' ELSE 'standard' END AS kind,\n"
     "       TIMESTAMPDIFF(YEAR, p.birth_date, CURDATE()) AS age\nFROM appointments a\nJOIN patients p ON p.id = a.patient_id",
     oracle_note="DATE_FORMAT, TIMESTAMPDIFF(unit, a, b) and CURDATE() are MySQL date functions.")
case("m09", M, "billing", "valid", "or-nullable-escapes", issue25=True,
     query="SELECT id FROM accounts WHERE country = 'DE' OR country IS NOT NULL",
     escape={"table": "accounts", "cond": "country = 'DE' OR country IS NOT NULL"},
     oracle_note="country is nullable: rows with NULL country are not TRUE, so not a tautology; plain MySQL syntax.")
case("m10", M, "logistics", "valid", "set-op",
     "SELECT 'event' AS src, shipment_id, occurred_at FROM shipment_events\nUNION ALL\n"
     "SELECT 'ship', id, shipped_at FROM shipments WHERE shipped_at IS NOT NULL\nORDER BY occurred_at DESC\nLIMIT 50",
     oracle_note="UNION ALL with ORDER BY on the first SELECT's column name and LIMIT applies to the union (13.2.18).")
case("m11", M, "logistics", "invalid", "wrong-dialect",
     "SELECT w.code, c.name FROM warehouses w FULL OUTER JOIN carriers c ON c.id = w.id",
     oracle_note="MySQL has no FULL [OUTER] JOIN (13.2.13.2 join syntax lists only INNER/CROSS/LEFT/RIGHT/NATURAL/STRAIGHT_JOIN).")
case("m12", M, "billing", "invalid", "wrong-dialect", "SELECT id, total::int AS whole FROM invoices",
     oracle_note="'::' is not a MySQL operator (PostgreSQL cast); syntax error 1064.")
case("m13", M, "clinic", "invalid", "unknown-column", "SELECT id, phone FROM patients WHERE sex = 'F'",
     oracle_note="patients has no column phone: error 1054 Unknown column.")
case("m14", M, "wiki", "invalid", "unknown-table", "SELECT * FROM page_revisions WHERE page_id = 5",
     oracle_note="no table page_revisions in the schema: error 1146.")
case("m15", M, "billing", "invalid", "wrong-dialect", allow_writes=True,
     query="DELETE FROM subscriptions WHERE cancelled_at < '2024-01-01' RETURNING id",
     oracle_note="MySQL 8.0 DELETE has no RETURNING clause (MariaDB's extension); syntax error 1064.")
case("m16", M, "logistics", "invalid", "ambiguous-column",
     "SELECT id, name FROM carriers c JOIN shipments s ON s.carrier_id = c.id",
     oracle_note="id exists in carriers and shipments: error 1052 Column 'id' in field list is ambiguous.")
case("m17", M, "clinic", "invalid", "aggregate-misuse",
     "SELECT clinician_id FROM appointments WHERE COUNT(*) > 3 GROUP BY clinician_id",
     oracle_note="aggregate in WHERE: error 1111 Invalid use of group function.")
case("m18", M, "billing", "invalid", "grouping",
     "SELECT account_id, issued_on, SUM(total) FROM invoices GROUP BY account_id",
     oracle_note="default sql_mode has ONLY_FULL_GROUP_BY; issued_on is neither grouped nor functionally dependent on account_id: error 1055.")
case("m19", M, "logistics", "unsafe", "tautology-notnull", issue25=True, policy="TAUTOLOGY",
     query="SELECT id, code FROM warehouses WHERE city = 'Rotterdam' OR city IS NOT NULL",
     taut={"table": "warehouses", "cond": "city = 'Rotterdam' OR city IS NOT NULL"},
     oracle_note="city is NOT NULL, so IS NOT NULL holds on every row; valid MySQL syntax.")
case("m20", M, "clinic", "unsafe", "tautology-ifnull", policy="TAUTOLOGY",
     query="SELECT id FROM appointments WHERE IFNULL(notes, '') = '' OR notes <> ''",
     taut={"table": "appointments", "cond": "coalesce(notes, '') = '' OR notes <> ''"},
     oracle_note="IFNULL(notes,'') is '' when notes is NULL; any other value is = '' or <> '' (under any collation one of the two holds).")
case("m21", M, "billing", "unsafe", "stacked", policy="STACKED",
     query="SELECT id FROM plans WHERE code = 'pro'; DROP TABLE invoices",
     statements=["SELECT id FROM plans WHERE code = 'pro'", "DROP TABLE invoices"],
     oracle_note="two statements, the second a DROP.")
case("m22", M, "wiki", "unsafe", "tautology-like", policy="TAUTOLOGY",
     query="SELECT id FROM tags WHERE name LIKE '%' OR `group` = 'lang'",
     taut={"table": "tags", "cond": "name LIKE '%' OR \"group\" = 'lang'"},
     oracle_note="name is NOT NULL and LIKE '%' matches every string.")
case("m23", M, "billing", "unsafe", "tautology-range", policy="TAUTOLOGY",
     query="SELECT id, total FROM invoices WHERE issued_on <= '2025-06-30' OR issued_on > '2025-06-30'",
     taut={"table": "invoices", "cond": "issued_on <= '2025-06-30' OR issued_on > '2025-06-30'"},
     oracle_note="issued_on is a NOT NULL DATE; the string constant converts to a DATE; the two ranges cover every date.")
case("m24", M, "logistics", "unsafe", "update-without-where", allow_writes=True, policy="UPDATE without WHERE",
     query="UPDATE shipments SET carrier_id = NULL",
     oracle_note="valid MySQL UPDATE without WHERE.")

# ---------------- transactsql (labels: reading of the SQL Server T-SQL reference) ----------------
T = "transactsql"
case("t01", T, "clinic", "valid", "cross-apply", issue25=True,
     query="SELECT c.full_name, nxt.starts_at\nFROM clinicians AS c\nCROSS APPLY (\n  SELECT TOP (1) a.starts_at\n  FROM appointments AS a\n"
           "  WHERE a.clinician_id = c.id AND a.starts_at > SYSDATETIME()\n  ORDER BY a.starts_at\n) AS nxt",
     oracle_note="CROSS APPLY's right side may reference the left side's alias c (FROM clause, APPLY); TOP (1) with ORDER BY in a derived table is allowed.")
case("t02", T, "logistics", "valid", "outer-apply", issue25=True,
     query="SELECT s.id, s.tracking_no, lastev.event_type\nFROM shipments AS s\nOUTER APPLY (\n  SELECT TOP 1 e.event_type FROM shipment_events e\n"
           "  WHERE e.shipment_id = s.id ORDER BY e.occurred_at DESC\n) AS lastev",
     oracle_note="OUTER APPLY referencing s from the left side.")
case("t03", T, "billing", "valid", "dateadd", issue25=True,
     query="SELECT id, account_id, total\nFROM invoices\nWHERE paid = 0 AND issued_on < DATEADD(day, -30, CAST(GETDATE() AS date))",
     oracle_note="DATEADD(datepart, number, date) with datepart day; GETDATE() and CAST AS date are T-SQL.")
case("t04", T, "billing", "valid", "datediff", issue25=True,
     query="SELECT a.name, DATEDIFF(day, s.started_at, ISNULL(s.cancelled_at, SYSDATETIME())) AS days_active\n"
           "FROM subscriptions s JOIN accounts a ON a.id = s.account_id",
     oracle_note="DATEDIFF(datepart, startdate, enddate) with day; ISNULL(check, replacement) is T-SQL.")
case("t05", T, "clinic", "valid", "datepart", issue25=True,
     query="SELECT DATEPART(year, starts_at) AS yr, DATEPART(month, starts_at) AS mon, COUNT(*) AS n\nFROM appointments\n"
           "GROUP BY DATEPART(year, starts_at), DATEPART(month, starts_at)\nORDER BY yr, mon",
     oracle_note="DATEPART(datepart, date); ORDER BY may use select-list aliases.")
case("t06", T, "wiki", "valid", "schema-qualified+keywords",
     "SELECT TOP (20) [order], title FROM dbo.pages WHERE parent_id IS NULL ORDER BY [order]",
     oracle_note="ORDER is reserved; bracket quoting; dbo is the default schema the CREATE TABLE without a schema lands in.")
case("t07", T, "billing", "valid", "merge+output", allow_writes=True,
     query="MERGE INTO plans AS tgt\nUSING (VALUES ('starter', 9.00), ('pro', 29.00)) AS src (code, price)\nON tgt.code = src.code\n"
           "WHEN MATCHED THEN UPDATE SET tgt.monthly_price = src.price\nOUTPUT $action, inserted.code, inserted.monthly_price;",
     oracle_note="MERGE with a table value constructor source, OUTPUT $action, terminated by ';' as MERGE requires.")
case("t08", T, "logistics", "valid", "json",
     "SELECT id, JSON_VALUE(meta, '$.customs.hs_code') AS hs_code\nFROM shipments\nWHERE ISJSON(meta) = 1 AND JSON_VALUE(meta, '$.fragile') = 'true'",
     oracle_note="JSON_VALUE(expression, path) and ISJSON (SQL Server 2016+).")
case("t09", T, "wiki", "valid", "recursive-cte",
     "WITH tree AS (\n  SELECT id, parent_id, title, 0 AS depth FROM pages WHERE parent_id IS NULL\n  UNION ALL\n"
     "  SELECT p.id, p.parent_id, p.title, t.depth + 1 FROM pages p INNER JOIN tree t ON p.parent_id = t.id\n)\n"
     "SELECT id, title, depth FROM tree OPTION (MAXRECURSION 50)",
     oracle_note="T-SQL recursive CTE (no RECURSIVE keyword) with the MAXRECURSION query hint.")
case("t10", T, "billing", "valid", "window+offset",
     "SELECT account_id, issued_on, total,\n       SUM(total) OVER (PARTITION BY account_id ORDER BY issued_on ROWS UNBOUNDED PRECEDING) AS running\n"
     "FROM invoices\nORDER BY account_id, issued_on\nOFFSET 0 ROWS FETCH NEXT 100 ROWS ONLY",
     oracle_note="window frame ROWS UNBOUNDED PRECEDING; OFFSET ... FETCH NEXT (2012+).")
case("t11", T, "clinic", "valid", "update+output", allow_writes=True, issue25=True,
     query="UPDATE appointments\nSET status = 'cancelled'\nOUTPUT inserted.id, deleted.status\n"
           "WHERE starts_at < DATEADD(hour, -1, SYSDATETIME()) AND status = 'booked'",
     oracle_note="UPDATE ... OUTPUT inserted/deleted before WHERE; DATEADD with datepart hour.")
case("t12", T, "wiki", "valid", "string-agg+iif",
     "SELECT t.[group], STRING_AGG(t.[name], ', ') WITHIN GROUP (ORDER BY t.[name]) AS names,\n"
     "       IIF(COUNT(*) > 10, 'big', 'small') AS size_class\nFROM tags t\nGROUP BY t.[group]",
     oracle_note="STRING_AGG ... WITHIN GROUP (2017+) and IIF (2012+).")
case("t13", T, "logistics", "valid", "or-nullable-escapes", issue25=True,
     query="SELECT id FROM shipments WHERE tracking_no = N'1Z999' OR tracking_no IS NOT NULL",
     escape={"table": "shipments", "cond": "tracking_no = '1Z999' OR tracking_no IS NOT NULL"},
     oracle_note="tracking_no is nullable: NULL rows escape; valid T-SQL.")
case("t14", T, "clinic", "invalid", "wrong-dialect", "SELECT id, full_name FROM patients ORDER BY created_at DESC LIMIT 10",
     oracle_note="T-SQL has no LIMIT (TOP or OFFSET/FETCH instead): syntax error.")
case("t15", T, "wiki", "invalid", "wrong-dialect", "SELECT `title`, slug FROM pages",
     oracle_note="backticks are not T-SQL identifier quotes: syntax error.")
case("t16", T, "billing", "invalid", "wrong-arity", "SELECT id, DATEADD(month, started_at) AS renews_on FROM subscriptions",
     oracle_note="DATEADD takes three arguments (datepart, number, date): error 174.")
case("t17", T, "logistics", "invalid", "bad-datepart",
     "SELECT id FROM shipments WHERE DATEDIFF(hours, shipped_at, delivered_at) > 72",
     oracle_note="'hours' is not a DATEDIFF datepart (hour, hh) : error 155 'hours' is not a recognized datediff option.")
case("t18", T, "billing", "invalid", "unknown-column", "SELECT id, email FROM accounts WHERE tier = 'pro'",
     oracle_note="accounts has no column email: error 207.")
case("t19", T, "clinic", "invalid", "unknown-function", "SELECT id, TO_CHAR(starts_at, 'YYYY-MM') AS ym FROM appointments",
     oracle_note="TO_CHAR is not a T-SQL built-in (FORMAT/CONVERT are): error 195 not a recognized built-in function name.")
case("t20", T, "billing", "invalid", "wrong-dialect", allow_writes=True,
     query="INSERT INTO plans (id, code, monthly_price) VALUES (8, 'scale', 99.00) ON CONFLICT (code) DO NOTHING",
     oracle_note="ON CONFLICT is PostgreSQL/SQLite; T-SQL INSERT has no such clause: syntax error.")
case("t21", T, "logistics", "invalid", "aggregate-misuse",
     "SELECT carrier_id FROM shipments WHERE AVG(weight_kg) > 20 GROUP BY carrier_id",
     oracle_note="aggregate in WHERE: error 147 (aggregate may not appear in the WHERE clause).")
case("t22", T, "clinic", "invalid", "ambiguous-column",
     "SELECT id, starts_at FROM appointments a JOIN prescriptions p ON p.appointment_id = a.id",
     oracle_note="id is in appointments and prescriptions: error 209 ambiguous column name.")
case("t23", T, "wiki", "unsafe", "tautology-notnull", issue25=True, policy="TAUTOLOGY",
     query="SELECT id, title FROM pages WHERE slug = N'home' OR slug IS NOT NULL",
     taut={"table": "pages", "cond": "slug = 'home' OR slug IS NOT NULL"},
     oracle_note="slug is NOT NULL; valid T-SQL.")
case("t24", T, "billing", "unsafe", "tautology-isnull", policy="TAUTOLOGY",
     query="SELECT id FROM invoices WHERE ISNULL(discount, 0) = 0 OR discount <> 0",
     taut={"table": "invoices", "cond": "coalesce(discount, 0) = 0 OR discount <> 0"},
     oracle_note="ISNULL(discount, 0) is 0 for NULL; every value is = 0 or <> 0.")
case("t25", T, "logistics", "unsafe", "stacked", policy="STACKED",
     query="SELECT TOP 1 id FROM carriers; TRUNCATE TABLE shipment_events",
     statements=["SELECT TOP 1 id FROM carriers", "TRUNCATE TABLE shipment_events"],
     oracle_note="two statements, the second a TRUNCATE.")
case("t26", T, "clinic", "unsafe", "tautology-between", policy="TAUTOLOGY",
     query="SELECT id FROM appointments WHERE duration_min BETWEEN 15 AND 60 OR duration_min NOT BETWEEN 15 AND 60",
     taut={"table": "appointments", "cond": "duration_min BETWEEN 15 AND 60 OR duration_min NOT BETWEEN 15 AND 60"},
     oracle_note="duration_min is NOT NULL; a value is either in or out of the range.")
case("t27", T, "wiki", "unsafe", "tautology-constant", policy="TAUTOLOGY",
     query="SELECT id FROM revisions WHERE [user] = N'alice' OR 2 > 1",
     taut={"table": "revisions", "cond": "\"user\" = 'alice' OR 2 > 1"},
     oracle_note="2 > 1 is TRUE on every row.")
case("t28", T, "billing", "unsafe", "delete-without-where", allow_writes=True, policy="DELETE without WHERE",
     query="DELETE FROM invoices",
     oracle_note="valid T-SQL DELETE without WHERE.")
case("t29", T, "billing", "unsafe", "catalogue-read", policy="CATALOGUE_READ",
     query="SELECT name, create_date FROM sys.tables ORDER BY create_date DESC",
     oracle_note="sys.tables is a SQL Server catalogue view.")

case("t30", T, "billing", "valid", "cross-apply-values+view", issue25=True,
     query="SELECT r.account_id, x.metric, x.val\nFROM account_revenue AS r\n"
           "CROSS APPLY (VALUES ('revenue', r.revenue), ('invoices', CAST(r.invoice_count AS DECIMAL(12,2)))) AS x (metric, val)",
     oracle_note="CROSS APPLY over a table value constructor that reads the left alias r (a common unpivot idiom); account_revenue is a view of the schema.")
case("t31", T, "wiki", "valid", "datepart+datediff", issue25=True,
     query="SELECT r.page_id, COUNT(*) AS edits\nFROM revisions r\n"
           "WHERE DATEPART(year, r.[timestamp]) = DATEPART(year, GETDATE()) AND DATEDIFF(day, r.[timestamp], GETDATE()) <= 90\n"
           "GROUP BY r.page_id\nHAVING COUNT(*) >= 3",
     oracle_note="DATEPART(year, d) and DATEDIFF(day, a, b) in WHERE; [timestamp] bracket-quoted column.")
case("t32", T, "clinic", "valid", "outer-apply-aggregate", issue25=True,
     query="SELECT p.id, p.full_name, rx.total_refills\nFROM patients p\nOUTER APPLY (\n  SELECT SUM(pr.refills) AS total_refills\n"
           "  FROM appointments a JOIN prescriptions pr ON pr.appointment_id = a.id\n  WHERE a.patient_id = p.id\n) AS rx",
     oracle_note="OUTER APPLY whose subquery joins two tables and filters on the left alias p.")


def build():
    out = []
    for c in C:
        d = dict(c)
        d["schema_name"] = d.pop("schema")
        d["schema_ddl"] = render(d["schema_name"], d["dialect"])
        d["oracle"] = "engine" if d["dialect"] in ("sqlite", "postgresql") else "vendor-docs reading"
        out.append(d)
    ids = [c["id"] for c in out]
    assert len(ids) == len(set(ids))
    return out


if __name__ == "__main__":
    cases = build()
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump(cases, f, indent=1)
        f.write("\n")
    from collections import Counter
    print(len(cases), Counter((c["dialect"], c["label"]) for c in cases))
