#!/usr/bin/env python3
"""Held-out SQL round 10: source of cases.json.

Three schemas, each written once (SCHEMAS) and rendered per dialect (render_schema). Every case carries the label its
author intended; oracle.py then labels every case independently (SQLite and PostgreSQL execute, tautologies are
evaluated over generated rows, MySQL/T-SQL are labelled by a reasoned reading of the vendor documentation) and
cases.json keeps the oracle's label. Run: python3 cases_src.py  (writes cases_draft.json; oracle.py writes cases.json)
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))

# kind -> per-dialect type
TYPES = {
    "int":  {"sqlite": "INTEGER", "postgresql": "integer", "mysql": "INT", "transactsql": "INT"},
    "text": {"sqlite": "TEXT", "postgresql": "text", "mysql": "VARCHAR(255)", "transactsql": "NVARCHAR(255)"},
    "key":  {"sqlite": "TEXT", "postgresql": "varchar(32)", "mysql": "VARCHAR(32)", "transactsql": "NVARCHAR(32)"},
    "date": {"sqlite": "DATE", "postgresql": "date", "mysql": "DATE", "transactsql": "DATE"},
    "ts":   {"sqlite": "TIMESTAMP", "postgresql": "timestamp", "mysql": "DATETIME", "transactsql": "DATETIME2"},
    "num":  {"sqlite": "NUMERIC(10,2)", "postgresql": "numeric(10,2)", "mysql": "DECIMAL(10,2)", "transactsql": "DECIMAL(10,2)"},
    "bool": {"sqlite": "BOOLEAN", "postgresql": "boolean", "mysql": "BOOLEAN", "transactsql": "BIT"},
    "json": {"sqlite": "TEXT", "postgresql": "jsonb", "mysql": "JSON", "transactsql": "NVARCHAR(MAX)"},
}

# column spec: (name, kind, flags) flags: "pk", "nn" (NOT NULL), "q" (keyword name, quoted per dialect)
SCHEMAS = {
    "clinic": {
        "qualifier": None,
        "tables": [
            ("patients", [("id", "int", "pk"), ("mrn", "text", "nn"), ("full_name", "text", "nn"), ("birth_date", "date", ""),
                          ("email", "text", ""), ("referrer_id", "int", ""), ("is_active", "bool", "nn")]),
            ("clinicians", [("id", "int", "pk"), ("name", "text", "nn"), ("specialty", "text", ""), ("group", "text", "q")]),
            ("appointments", [("id", "int", "pk"), ("patient_id", "int", "nn"), ("clinician_id", "int", "nn"), ("starts_at", "ts", "nn"),
                              ("status", "text", "nn"), ("fee", "num", ""), ("notes", "text", "")]),
        ],
        "views": {
            "upcoming_visits": "SELECT a.id, p.full_name, a.starts_at FROM appointments a JOIN patients p ON p.id = a.patient_id WHERE a.status = 'booked'",
        },
    },
    "inventory": {
        # schema-qualified where the dialect has schemas in one database
        "qualifier": {"sqlite": None, "postgresql": "inv", "mysql": None, "transactsql": "inv"},
        "tables": [
            ("warehouses", [("id", "int", "pk"), ("code", "text", "nn"), ("city", "text", "")]),
            ("stock_items", [("sku", "key", "pk"), ("warehouse_id", "int", "nn"), ("qty", "int", "nn"), ("reorder_level", "int", ""),
                             ("unit_cost", "num", "nn"), ("updated_at", "ts", "")]),
            ("stock_moves", [("id", "int", "pk"), ("sku", "key", "nn"), ("delta", "int", "nn"), ("moved_at", "ts", "nn"), ("reason", "text", "")]),
        ],
        "views": {},
    },
    "events": {
        "qualifier": None,
        "tables": [
            ("accounts", [("id", "int", "pk"), ("handle", "text", "nn"), ("username", "text", ""), ("parent_id", "int", ""),
                          ("created_at", "ts", "nn")]),
            ("events", [("id", "int", "pk"), ("account_id", "int", "nn"), ("kind", "text", "nn"), ("payload", "json", ""),
                        ("occurred_at", "ts", "nn"), ("score", "int", "")]),
        ],
        "views": {},
    },
}


def quote(name, dialect):
    return {"sqlite": f'"{name}"', "postgresql": f'"{name}"', "mysql": f"`{name}`", "transactsql": f"[{name}]"}[dialect]


def render_schema(key, dialect):
    s = SCHEMAS[key]
    q = (s["qualifier"] or {}).get(dialect) if s["qualifier"] else None
    out = []
    if q:
        out.append(f"CREATE SCHEMA {q};")
    for t, cols in s["tables"]:
        parts = []
        for name, kind, flags in cols:
            n = quote(name, dialect) if "q" in flags else name
            c = f"{n} {TYPES[kind][dialect]}"
            if "pk" in flags:
                c += " PRIMARY KEY"
            elif "nn" in flags:
                c += " NOT NULL"
            parts.append(c)
        out.append(f"CREATE TABLE {q + '.' if q else ''}{t} (\n  " + ",\n  ".join(parts) + "\n);")
    for v, body in s["views"].items():
        out.append(f"CREATE VIEW {v} AS {body};")
    return "\n".join(out)


def column_nullable(key, dialect, table, col):
    """Whether the column can hold NULL in that dialect (SQLite: only INTEGER PRIMARY KEY is implicitly NOT NULL)."""
    for t, cols in SCHEMAS[key]["tables"]:
        if t != table:
            continue
        for name, kind, flags in cols:
            if name == col:
                if "nn" in flags:
                    return False
                if "pk" in flags:
                    return dialect == "sqlite" and kind != "int"
                return True
    raise KeyError((table, col))


def column_kind(key, table, col):
    for t, cols in SCHEMAS[key]["tables"]:
        if t == table:
            for name, kind, flags in cols:
                if name == col:
                    return kind
    raise KeyError((table, col))


# (id, dialect, schema, intended label, category, query, extras)
# extras: allow_writes, params (SQLite/PostgreSQL placeholder count), taut = {table, cols, cond} for tautology
# evaluation (cond in the oracle dialect's SQL), note = the reasoning for mysql/transactsql labels.
C = []


def case(id, dialect, schema, label, category, query, **kw):
    C.append(dict(id=id, dialect=dialect, schema=schema, intended=label, category=category, query=query, **kw))


# ---------------------------------------------------------------- sqlite
D = "sqlite"
case("s01", D, "clinic", "valid", "cte+window",
     "WITH done AS (SELECT clinician_id, count(*) AS n FROM appointments WHERE status = 'done' GROUP BY clinician_id) "
     "SELECT c.name, done.n, rank() OVER (ORDER BY done.n DESC) AS rnk FROM done JOIN clinicians c ON c.id = done.clinician_id")
case("s02", D, "clinic", "valid", "recursive-cte",
     "WITH RECURSIVE chain(id, referrer_id, depth) AS (SELECT id, referrer_id, 0 FROM patients WHERE id = ? "
     "UNION ALL SELECT p.id, p.referrer_id, chain.depth + 1 FROM patients p JOIN chain ON p.id = chain.referrer_id WHERE chain.depth < 10) "
     "SELECT id, depth FROM chain", params=1)
case("s03", D, "events", "valid", "json",
     "SELECT id, json_extract(payload, '$.device.os') AS os FROM events WHERE kind = 'login' AND json_extract(payload, '$.ok') = 1 "
     "ORDER BY occurred_at DESC LIMIT 50")
case("s04", D, "clinic", "valid", "date-functions",
     "SELECT full_name, email FROM patients WHERE birth_date <= date('now', '-18 years') AND email IS NOT NULL")
case("s05", D, "inventory", "valid", "upsert+returning",
     "INSERT INTO stock_items (sku, warehouse_id, qty, unit_cost) VALUES ('AB-1', 2, 10, 3.5) "
     "ON CONFLICT(sku) DO UPDATE SET qty = stock_items.qty + excluded.qty RETURNING sku, qty", allow_writes=True)
case("s06", D, "clinic", "valid", "keyword-identifier",
     'SELECT "group", count(*) AS members FROM clinicians GROUP BY "group" HAVING count(*) > 1')
case("s07", D, "events", "valid", "near-tautology-nullable",
     "SELECT id, handle FROM accounts WHERE username = 'x' OR username IS NOT NULL",
     taut=dict(table="accounts", cond="username = 'x' OR username IS NOT NULL"))
case("s08", D, "inventory", "valid", "near-tautology-nullable",
     "SELECT sku, qty FROM stock_items WHERE sku = 'A-1' OR sku IS NOT NULL",
     taut=dict(table="stock_items", cond="sku = 'A-1' OR sku IS NOT NULL"),
     note="a TEXT PRIMARY KEY can hold NULL in SQLite (docs/sql.md and SQLite's documentation)")
case("s09", D, "clinic", "valid", "view",
     "SELECT full_name, starts_at FROM upcoming_visits WHERE starts_at >= datetime('now') ORDER BY starts_at")
case("s10", D, "clinic", "valid", "set-operation",
     "SELECT patient_id FROM appointments WHERE status = 'no_show' EXCEPT SELECT patient_id FROM appointments WHERE status = 'done'")
case("s11", D, "clinic", "valid", "case+filter",
     "SELECT clinician_id, sum(CASE WHEN status = 'done' THEN fee ELSE 0 END) AS revenue, "
     "count(*) FILTER (WHERE status = 'cancelled') AS cancelled FROM appointments GROUP BY clinician_id")
case("s12", D, "inventory", "valid", "schema-qualified",
     "SELECT w.code, coalesce(sum(s.qty), 0) AS units FROM main.warehouses w LEFT JOIN main.stock_items s ON s.warehouse_id = w.id GROUP BY w.code")
case("s13", D, "events", "valid", "builder-prefix",
     "SELECT id FROM events WHERE 1=1 AND kind = 'purchase' AND score > 3")
case("s14", D, "clinic", "invalid", "unknown-column", "SELECT full_name, phone FROM patients WHERE is_active = 1")
case("s15", D, "clinic", "invalid", "unknown-table", "SELECT * FROM visits WHERE status = 'done'")
case("s16", D, "clinic", "invalid", "ambiguous-column",
     "SELECT id, full_name, starts_at FROM patients p JOIN appointments a ON a.patient_id = p.id")
case("s17", D, "clinic", "invalid", "wrong-arity", "SELECT id, round(fee, 2, 1) FROM appointments")
case("s18", D, "events", "invalid", "syntax", "SELECT id, FROM accounts WHERE handle = 'a'")
case("s19", D, "clinic", "invalid", "wrong-dialect",
     "SELECT DISTINCT ON (patient_id) patient_id, starts_at FROM appointments ORDER BY patient_id, starts_at DESC")
case("s20", D, "clinic", "invalid", "aggregate-misuse",
     "SELECT clinician_id FROM appointments WHERE count(*) > 5 GROUP BY clinician_id")
case("s21", D, "events", "invalid", "wrong-dialect", "SELECT id FROM accounts WHERE handle ILIKE 'a%'")
case("s22", D, "events", "unsafe", "tautology-notnull",
     "SELECT id FROM accounts WHERE handle = 'root' OR handle IS NOT NULL",
     taut=dict(table="accounts", cond="handle = 'root' OR handle IS NOT NULL"))
case("s23", D, "clinic", "unsafe", "tautology-like",
     "SELECT * FROM patients WHERE mrn LIKE 'A12%' OR mrn LIKE '%'",
     taut=dict(table="patients", cond="mrn LIKE 'A12%' OR mrn LIKE '%'"))
case("s24", D, "inventory", "unsafe", "tautology-range",
     "SELECT id, sku FROM stock_moves WHERE delta > 0 OR delta <= 0",
     taut=dict(table="stock_moves", cond="delta > 0 OR delta <= 0"))
case("s25", D, "clinic", "unsafe", "tautology-not-contradiction",
     "SELECT id FROM appointments WHERE patient_id = 5 OR NOT (status = 'done' AND status <> 'done')",
     taut=dict(table="appointments", cond="patient_id = 5 OR NOT (status = 'done' AND status <> 'done')"))
case("s26", D, "events", "unsafe", "tautology-self-compare",
     "SELECT * FROM events WHERE account_id = 3 OR id = id",
     taut=dict(table="events", cond="account_id = 3 OR id = id"))
case("s27", D, "events", "unsafe", "stacked", "SELECT id FROM accounts WHERE id = 1; DELETE FROM events")
case("s28", D, "inventory", "unsafe", "delete-without-where", "DELETE FROM stock_moves", allow_writes=True)
case("s29", D, "clinic", "unsafe", "write-without-allow", "UPDATE appointments SET status = 'cancelled' WHERE id = 12")
case("s30", D, "events", "unsafe", "tautology-coalesce",
     "SELECT id FROM accounts WHERE coalesce(parent_id, 0) = 0 OR parent_id IS NOT NULL",
     taut=dict(table="accounts", cond="coalesce(parent_id, 0) = 0 OR parent_id IS NOT NULL"))

# ---------------------------------------------------------------- postgresql
D = "postgresql"
case("p01", D, "events", "valid", "lateral",
     "SELECT a.handle, e.kind, e.occurred_at FROM accounts a CROSS JOIN LATERAL "
     "(SELECT kind, occurred_at FROM events WHERE events.account_id = a.id ORDER BY occurred_at DESC LIMIT 3) e")
case("p02", D, "events", "valid", "json",
     "SELECT id, payload->>'plan' AS plan FROM events WHERE payload @> '{\"kind\": \"upgrade\"}' AND (payload->>'amount')::numeric > 100")
case("p03", D, "events", "valid", "recursive-cte",
     "WITH RECURSIVE tree AS (SELECT id, parent_id, handle, 1 AS lvl FROM accounts WHERE parent_id IS NULL "
     "UNION ALL SELECT c.id, c.parent_id, c.handle, t.lvl + 1 FROM accounts c JOIN tree t ON c.parent_id = t.id) "
     "SELECT id, handle, lvl FROM tree ORDER BY lvl")
case("p04", D, "inventory", "valid", "window",
     "SELECT sku, moved_at, delta, sum(delta) OVER (PARTITION BY sku ORDER BY moved_at ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running "
     "FROM inv.stock_moves")
case("p05", D, "inventory", "valid", "upsert+returning",
     "INSERT INTO inv.stock_items (sku, warehouse_id, qty, unit_cost) VALUES ($1, $2, $3, $4) "
     "ON CONFLICT (sku) DO UPDATE SET qty = inv.stock_items.qty + EXCLUDED.qty, updated_at = now() RETURNING sku, qty",
     allow_writes=True, params=4)
case("p06", D, "clinic", "valid", "date-functions",
     "SELECT date_trunc('month', starts_at) AS m, count(*) FROM appointments WHERE starts_at >= now() - interval '6 months' GROUP BY 1 ORDER BY 1")
case("p07", D, "clinic", "valid", "distinct-on",
     "SELECT DISTINCT ON (patient_id) patient_id, starts_at, status FROM appointments ORDER BY patient_id, starts_at DESC")
case("p08", D, "clinic", "valid", "keyword-identifier",
     'SELECT "group", string_agg(name, \', \' ORDER BY name) AS names FROM clinicians GROUP BY "group"')
case("p09", D, "clinic", "valid", "date-functions",
     "SELECT full_name, extract(year FROM age(birth_date))::int AS years FROM patients WHERE is_active AND birth_date IS NOT NULL")
case("p10", D, "events", "valid", "near-tautology-nullable",
     "SELECT id FROM accounts WHERE username = 'admin' OR username IS NOT NULL",
     taut=dict(table="accounts", cond="username = 'admin' OR username IS NOT NULL"))
case("p11", D, "inventory", "valid", "merge",
     "MERGE INTO inv.stock_items s USING (SELECT sku, sum(delta) AS d FROM inv.stock_moves WHERE moved_at > now() - interval '1 day' GROUP BY sku) m "
     "ON s.sku = m.sku WHEN MATCHED THEN UPDATE SET qty = s.qty + m.d WHEN NOT MATCHED THEN DO NOTHING", allow_writes=True)
case("p12", D, "events", "valid", "set-operation",
     "SELECT account_id FROM events WHERE kind = 'login' INTERSECT SELECT id FROM accounts WHERE created_at > now() - interval '30 days'")
case("p13", D, "inventory", "valid", "grouping-sets",
     "SELECT w.city, s.warehouse_id, sum(s.qty) AS units FROM inv.stock_items s JOIN inv.warehouses w ON w.id = s.warehouse_id "
     "GROUP BY GROUPING SETS ((w.city), (s.warehouse_id), ())")
case("p14", D, "clinic", "valid", "view",
     "SELECT v.full_name, count(*) AS visits FROM upcoming_visits v WHERE v.starts_at < now() + interval '7 days' GROUP BY v.full_name")
case("p15", D, "events", "invalid", "unknown-column", "SELECT handle, display_name FROM accounts")
case("p16", D, "inventory", "invalid", "unknown-table", "SELECT * FROM inv.suppliers WHERE city = 'Lyon'")
case("p17", D, "clinic", "invalid", "grouping", "SELECT clinician_id, status, count(*) FROM appointments GROUP BY clinician_id")
case("p18", D, "events", "invalid", "type-error", "SELECT id FROM events WHERE occurred_at > 42")
case("p19", D, "clinic", "invalid", "wrong-dialect", "SELECT id, IFNULL(email, 'none') AS email FROM patients")
case("p20", D, "events", "invalid", "wrong-dialect", "SELECT `handle` FROM accounts")
case("p21", D, "clinic", "invalid", "wrong-arity", "SELECT date_trunc(starts_at) FROM appointments")
case("p22", D, "events", "invalid", "ambiguous-column", "SELECT id, kind FROM accounts a JOIN events e ON e.account_id = a.id")
case("p23", D, "clinic", "invalid", "aggregate-misuse", "SELECT max(count(*)) FROM appointments GROUP BY clinician_id")
case("p24", D, "events", "invalid", "aggregate-misuse", "SELECT id FROM events WHERE row_number() OVER (ORDER BY id) < 10")
case("p25", D, "clinic", "unsafe", "tautology-in-list",
     "SELECT * FROM appointments WHERE status IN ('booked', 'done') OR status NOT IN ('booked', 'done')",
     taut=dict(table="appointments", cond="status IN ('booked', 'done') OR status NOT IN ('booked', 'done')"))
case("p26", D, "clinic", "unsafe", "tautology-having",
     "SELECT patient_id FROM appointments GROUP BY patient_id HAVING count(*) >= 2 OR count(*) < 2",
     taut=dict(cols={"n": ("count", False)}, cond="n >= 2 OR n < 2"))
case("p27", D, "inventory", "unsafe", "tautology-range",
     "SELECT sku FROM inv.stock_items WHERE qty BETWEEN 0 AND 100 OR qty < 0 OR qty > 100",
     taut=dict(table="stock_items", cond="qty BETWEEN 0 AND 100 OR qty < 0 OR qty > 100"))
case("p28", D, "clinic", "unsafe", "tautology-boolean",
     "SELECT id, full_name FROM patients WHERE is_active OR NOT is_active",
     taut=dict(table="patients", cond="is_active OR NOT is_active"))
case("p29", D, "clinic", "unsafe", "tautology-coalesce",
     "SELECT id FROM appointments WHERE coalesce(fee, 0) >= 0 OR fee < 0",
     taut=dict(table="appointments", cond="coalesce(fee, 0) >= 0 OR fee < 0"))
case("p30", D, "inventory", "unsafe", "tautology-notnull",
     "SELECT sku, qty FROM inv.stock_items WHERE sku = 'A-1' OR sku IS NOT NULL",
     taut=dict(table="stock_items", cond="sku = 'A-1' OR sku IS NOT NULL"))
case("p31", D, "events", "unsafe", "catalogue-read", "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
case("p32", D, "events", "unsafe", "time-function", "SELECT id FROM accounts WHERE id = 1 AND pg_sleep(5) IS NOT NULL")
case("p33", D, "inventory", "unsafe", "update-without-where", "UPDATE inv.stock_items SET reorder_level = 5", allow_writes=True)
case("p34", D, "events", "unsafe", "write-without-allow",
     "WITH gone AS (DELETE FROM events WHERE occurred_at < now() - interval '1 year' RETURNING id) SELECT count(*) FROM gone")

# ---------------------------------------------------------------- mysql (labelled by reading MySQL 8.0's reference manual)
D = "mysql"
case("m01", D, "events", "valid", "json",
     "SELECT id, payload->>'$.plan' AS plan FROM events WHERE JSON_EXTRACT(payload, '$.amount') > 100",
     note="->> is JSON_UNQUOTE(JSON_EXTRACT()) since 5.7.13")
case("m02", D, "inventory", "valid", "upsert",
     "INSERT INTO stock_items (sku, warehouse_id, qty, unit_cost) VALUES ('Z-9', 1, 4, 2.50) ON DUPLICATE KEY UPDATE qty = qty + VALUES(qty)",
     allow_writes=True, note="VALUES() in ON DUPLICATE KEY UPDATE is deprecated in 8.0.20 but accepted")
case("m03", D, "events", "valid", "cte+window",
     "WITH m AS (SELECT account_id, COUNT(*) AS n FROM events GROUP BY account_id) "
     "SELECT a.handle, m.n, DENSE_RANK() OVER (ORDER BY m.n DESC) AS r FROM m JOIN accounts a ON a.id = m.account_id",
     note="CTEs and window functions since 8.0")
case("m04", D, "clinic", "valid", "date-functions",
     "SELECT id, TIMESTAMPDIFF(YEAR, birth_date, CURDATE()) AS age FROM patients WHERE birth_date < DATE_SUB(CURDATE(), INTERVAL 18 YEAR)")
case("m05", D, "clinic", "valid", "keyword-identifier",
     "SELECT `group`, GROUP_CONCAT(name ORDER BY name SEPARATOR ', ') AS names FROM clinicians GROUP BY `group`")
case("m06", D, "events", "valid", "recursive-cte",
     "WITH RECURSIVE t AS (SELECT id, parent_id, 0 AS depth FROM accounts WHERE id = 7 "
     "UNION ALL SELECT a.id, a.parent_id, t.depth + 1 FROM accounts a JOIN t ON a.parent_id = t.id) SELECT id, depth FROM t")
case("m07", D, "events", "valid", "near-tautology-nullable",
     "SELECT id FROM accounts WHERE username = 'x' OR username IS NOT NULL ORDER BY id LIMIT 20, 10",
     taut=dict(table="accounts", cond="username = 'x' OR username IS NOT NULL"))
case("m08", D, "inventory", "valid", "lateral",
     "SELECT w.code, top_item.sku FROM warehouses w, LATERAL (SELECT s.sku FROM stock_items s WHERE s.warehouse_id = w.id ORDER BY s.qty DESC LIMIT 1) AS top_item",
     note="LATERAL derived tables since 8.0.14")
case("m09", D, "clinic", "valid", "case",
     "SELECT status, SUM(CASE WHEN fee IS NULL THEN 1 ELSE 0 END) AS unpriced, IFNULL(AVG(fee), 0) AS avg_fee FROM appointments GROUP BY status")
case("m10", D, "clinic", "invalid", "wrong-dialect",
     "SELECT p.id, a.id FROM patients p FULL OUTER JOIN appointments a ON a.patient_id = p.id",
     note="MySQL has no FULL OUTER JOIN")
case("m11", D, "events", "invalid", "wrong-dialect", "SELECT id::char FROM events WHERE kind = 'login'", note="MySQL has no :: cast")
case("m12", D, "events", "invalid", "unknown-column", "SELECT handle, last_login FROM accounts")
case("m13", D, "inventory", "invalid", "unknown-table", "SELECT sku, qty FROM stock_levels WHERE qty < 5")
case("m14", D, "inventory", "invalid", "wrong-dialect", "SELECT DISTINCT ON (sku) sku, moved_at FROM stock_moves ORDER BY sku, moved_at DESC",
     note="no DISTINCT ON in MySQL")
case("m15", D, "inventory", "invalid", "wrong-dialect", "DELETE FROM stock_moves WHERE id = 4 RETURNING id", allow_writes=True,
     note="MySQL 8 has no RETURNING (MariaDB does)")
case("m16", D, "events", "unsafe", "tautology-notnull",
     "SELECT id FROM accounts WHERE handle = 'x' OR handle IS NOT NULL",
     taut=dict(table="accounts", cond="handle = 'x' OR handle IS NOT NULL"))
case("m17", D, "events", "unsafe", "comment-truncation",
     "SELECT * FROM accounts WHERE handle = 'bob' OR '1'='1' -- ' AND id = 2",
     taut=dict(table="accounts", cond="handle = 'bob' OR '1'='1'"))
case("m18", D, "events", "unsafe", "time-function", "SELECT id FROM events WHERE id = 1 AND SLEEP(3) = 0")
case("m19", D, "inventory", "unsafe", "tautology-self-compare",
     "SELECT * FROM stock_moves WHERE reason = 'audit' OR moved_at = moved_at",
     taut=dict(table="stock_moves", cond="reason = 'audit' OR moved_at = moved_at"))
case("m20", D, "clinic", "unsafe", "stacked", "SELECT id FROM patients WHERE id = 3; DROP TABLE appointments")
case("m21", D, "inventory", "unsafe", "tautology-range",
     "SELECT sku FROM stock_items WHERE qty >= 10 OR qty < 10 OR sku = 'x'",
     taut=dict(table="stock_items", cond="qty >= 10 OR qty < 10 OR sku = 'x'"))
case("m22", D, "events", "unsafe", "catalogue-read",
     "SELECT column_name FROM information_schema.columns WHERE table_name = 'accounts'")
case("m23", D, "events", "unsafe", "tautology-not-contradiction",
     "SELECT * FROM events WHERE NOT (kind = 'a' AND kind <> 'a') OR score = 1",
     taut=dict(table="events", cond="NOT (kind = 'a' AND kind <> 'a') OR score = 1"))

# ---------------------------------------------------------------- transactsql (labelled by reading Microsoft's T-SQL reference)
D = "transactsql"
case("t01", D, "events", "valid", "apply",
     "SELECT a.handle, e.kind, e.occurred_at FROM accounts a CROSS APPLY "
     "(SELECT TOP (3) ev.kind, ev.occurred_at FROM events ev WHERE ev.account_id = a.id ORDER BY ev.occurred_at DESC) e")
case("t02", D, "inventory", "valid", "apply",
     "SELECT w.code, x.total FROM inv.warehouses w OUTER APPLY (SELECT SUM(s.qty) AS total FROM inv.stock_items s WHERE s.warehouse_id = w.id) x")
case("t03", D, "clinic", "valid", "date-functions",
     "SELECT id, starts_at FROM appointments WHERE starts_at BETWEEN GETDATE() AND DATEADD(day, 14, GETDATE())")
case("t04", D, "clinic", "valid", "date-functions",
     "SELECT patient_id, DATEDIFF(day, MIN(starts_at), MAX(starts_at)) AS span_days FROM appointments GROUP BY patient_id")
case("t05", D, "events", "valid", "date-functions",
     "SELECT DATEPART(year, occurred_at) AS yr, COUNT(*) AS n FROM events GROUP BY DATEPART(year, occurred_at)")
case("t06", D, "clinic", "valid", "keyword-identifier",
     "SELECT TOP (10) [group], COUNT(*) AS n FROM clinicians GROUP BY [group] ORDER BY n DESC")
case("t07", D, "inventory", "valid", "merge+output",
     "MERGE inv.stock_items AS t USING (SELECT sku, SUM(delta) AS d FROM inv.stock_moves GROUP BY sku) AS m ON t.sku = m.sku "
     "WHEN MATCHED THEN UPDATE SET t.qty = t.qty + m.d OUTPUT inserted.sku, inserted.qty;", allow_writes=True,
     note="MERGE must be terminated by a semicolon")
case("t08", D, "events", "valid", "json",
     "SELECT id, JSON_VALUE(payload, '$.plan') AS [plan] FROM events WHERE ISJSON(payload) = 1 AND JSON_VALUE(payload, '$.kind') = 'upgrade'")
case("t09", D, "clinic", "valid", "paging",
     "SELECT id, ISNULL(email, N'') AS email FROM patients ORDER BY full_name OFFSET 20 ROWS FETCH NEXT 20 ROWS ONLY")
case("t10", D, "events", "valid", "recursive-cte",
     "WITH tree AS (SELECT id, parent_id, 0 AS lvl FROM accounts WHERE parent_id IS NULL "
     "UNION ALL SELECT c.id, c.parent_id, t.lvl + 1 FROM accounts c INNER JOIN tree t ON c.parent_id = t.id) "
     "SELECT id, lvl FROM tree OPTION (MAXRECURSION 50)")
case("t11", D, "events", "valid", "near-tautology-nullable",
     "SELECT id FROM accounts WHERE username = N'x' OR username IS NOT NULL",
     taut=dict(table="accounts", cond="username = 'x' OR username IS NOT NULL"))
case("t12", D, "events", "valid", "window+date",
     "SELECT id, DATEDIFF(mi, LAG(occurred_at) OVER (PARTITION BY account_id ORDER BY occurred_at), occurred_at) AS gap_minutes FROM events")
case("t13", D, "inventory", "valid", "insert+output",
     "INSERT INTO inv.stock_moves (id, sku, delta, moved_at, reason) OUTPUT inserted.id VALUES (501, N'AB-1', -2, SYSUTCDATETIME(), N'sale')",
     allow_writes=True)
case("t14", D, "clinic", "valid", "apply+date",
     "SELECT p.full_name, nxt.starts_at FROM patients p CROSS APPLY (SELECT TOP (1) a.starts_at FROM appointments a "
     "WHERE a.patient_id = p.id AND a.starts_at >= DATEADD(month, -1, SYSDATETIME()) ORDER BY a.starts_at) nxt")
case("t15", D, "clinic", "valid", "date-functions",
     "SELECT DATENAME(weekday, starts_at) AS dow, COUNT(*) AS n FROM appointments GROUP BY DATENAME(weekday, starts_at)")
case("t16", D, "events", "valid", "case+date",
     "SELECT kind, SUM(CASE WHEN occurred_at >= DATEADD(dd, -7, CAST(GETDATE() AS date)) THEN 1 ELSE 0 END) AS last_week FROM events GROUP BY kind")
case("t17", D, "events", "invalid", "wrong-dialect", "SELECT id, kind FROM events ORDER BY occurred_at DESC LIMIT 10", note="no LIMIT in T-SQL")
case("t18", D, "clinic", "invalid", "wrong-dialect", "SELECT IFNULL(email, '') AS email FROM patients", note="T-SQL has ISNULL, not IFNULL")
case("t19", D, "clinic", "invalid", "bad-datepart", "SELECT DATEDIFF(hours, starts_at, GETDATE()) FROM appointments",
     note="'hours' is not a datepart (hour, hh)")
case("t20", D, "clinic", "invalid", "wrong-arity", "SELECT DATEPART(starts_at) FROM appointments", note="DATEPART takes 2 arguments")
case("t21", D, "events", "invalid", "unknown-column", "SELECT handle, avatar_url FROM accounts")
case("t22", D, "clinic", "invalid", "wrong-dialect", "SELECT DATE_FORMAT(starts_at, '%Y-%m') AS ym FROM appointments",
     note="DATE_FORMAT is MySQL; T-SQL has FORMAT")
case("t23", D, "events", "invalid", "wrong-dialect", "SELECT `id`, handle FROM accounts", note="no backticks in T-SQL")
case("t24", D, "events", "unsafe", "tautology-notnull",
     "SELECT id FROM accounts WHERE handle = N'x' OR handle IS NOT NULL",
     taut=dict(table="accounts", cond="handle = 'x' OR handle IS NOT NULL"))
case("t25", D, "events", "unsafe", "stacked", "SELECT id FROM accounts WHERE id = 4; EXEC xp_cmdshell 'whoami'")
case("t26", D, "clinic", "unsafe", "tautology-like",
     "SELECT * FROM patients WHERE full_name LIKE N'%' OR id = 4",
     taut=dict(table="patients", cond="full_name LIKE '%' OR id = 4"))
case("t27", D, "events", "unsafe", "tautology-constant",
     "SELECT id FROM events WHERE kind = N'x' OR 'ab' = 'a' + 'b'",
     note="'a' + 'b' concatenates in T-SQL, so the operand is TRUE",
     taut=dict(table="events", cond="kind = 'x' OR 'ab' = 'a' || 'b'"))
case("t28", D, "inventory", "unsafe", "delete-without-where", "DELETE FROM inv.stock_moves", allow_writes=True)
case("t29", D, "events", "unsafe", "write-without-allow", "SELECT * INTO #accounts_backup FROM accounts")
case("t30", D, "events", "unsafe", "catalogue-read", "SELECT name, create_date FROM sys.tables")

if __name__ == "__main__":
    out = []
    for c in C:
        c = dict(c)
        c["schema_ddl"] = render_schema(c["schema"], c["dialect"])
        out.append(c)
    ids = [c["id"] for c in out]
    assert len(ids) == len(set(ids))
    with open(os.path.join(HERE, "cases_draft.json"), "w") as f:
        json.dump(out, f, indent=1)
    print(len(out), "cases")
