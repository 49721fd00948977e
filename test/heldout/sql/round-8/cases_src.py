#!/usr/bin/env python3
"""Held-out SQL round 8: source of cases.json.

Three schemas (clinic, warehouse, helpdesk) are written once below and rendered per dialect (sqlite, postgresql,
mysql, transactsql). Every case names its dialect, schema, query and label (valid / invalid / unsafe), with the
reason for the label. Labels of sqlite and postgresql cases are checked by oracle.py against real engines; mysql and
transactsql labels are readings of the vendor documentation (field `reading`). Tautology cases carry a `taut`
expression that oracle.py evaluates over generated rows (NULLs included); valid cases with an OR carry `not_taut`,
for which oracle.py must find a row where the OR is not TRUE.

Run: python3 cases_src.py  (writes cases.json beside this file)
"""
import json
import os

# ---------------------------------------------------------------- schemas (written once)
# column: (name, kind, not_null, extra) ; kinds: int text date ts dec bool json
SCHEMAS = {
    "clinic": {
        "tables": [
            ("doctors", [("doctor_id", "int", True, "pk"), ("name", "text", True, ""), ("specialty", "text", True, ""),
                         ("supervisor_id", "int", False, "references doctors(doctor_id)")], None),
            ("patients", [("patient_id", "int", True, "pk"), ("full_name", "text", True, ""), ("birth_date", "date", False, ""),
                          ("email", "text", False, ""), ("city", "text", False, "")], None),
            ("appointments", [("appt_id", "int", True, "pk"), ("patient_id", "int", True, "references patients(patient_id)"),
                              ("doctor_id", "int", True, "references doctors(doctor_id)"), ("starts_at", "ts", True, ""),
                              ("duration_min", "int", True, ""), ("status", "text", True, ""), ("fee", "dec", False, ""),
                              ("notes", "text", False, "")], None),
        ],
        "views": [("doctor_load", "SELECT d.doctor_id, d.name, COUNT(a.appt_id) AS appt_count FROM doctors d "
                                  "LEFT JOIN appointments a ON a.doctor_id = d.doctor_id GROUP BY d.doctor_id, d.name")],
    },
    "warehouse": {
        "tables": [
            ("products", [("sku", "text", True, "pk"), ("title", "text", True, ""), ("category", "text", False, ""),
                          ("unit_price", "dec", True, ""), ("attrs", "json", False, ""), ("discontinued", "bool", True, "")], None),
            ("stock_levels", [("sku", "text", True, "references products(sku)"), ("warehouse_code", "text", True, ""),
                              ("qty", "int", True, ""), ("reorder_point", "int", False, ""), ("updated_at", "ts", False, "")],
             ["sku", "warehouse_code"]),
            ("shipments", [("shipment_id", "int", True, "pk"), ("sku", "text", True, "references products(sku)"),
                           ("qty", "int", True, ""), ("shipped_on", "date", True, ""), ("carrier", "text", False, ""),
                           ("order", "text", False, "")], None),
        ],
        "views": [("low_stock", "SELECT sku, warehouse_code, qty, reorder_point FROM stock_levels WHERE qty < reorder_point")],
    },
    "helpdesk": {
        "tables": [
            ("user", [("id", "int", True, "pk"), ("login", "text", True, ""), ("display_name", "text", False, ""),
                      ("created_at", "ts", True, ""), ("is_active", "bool", True, "")], None),
            ("tickets", [("id", "int", True, "pk"), ("reporter_id", "int", True, "references {user}(id)"),
                         ("assignee_id", "int", False, "references {user}(id)"), ("subject", "text", True, ""),
                         ("priority", "int", True, ""), ("state", "text", True, ""), ("opened_at", "ts", True, ""),
                         ("closed_at", "ts", False, ""), ("payload", "json", False, "")], None),
            ("ticket_comments", [("id", "int", True, "pk"), ("ticket_id", "int", True, "references tickets(id)"),
                                 ("author_id", "int", True, "references {user}(id)"), ("body", "text", True, ""),
                                 ("created_at", "ts", True, "")], None),
        ],
        "views": [("open_tickets", "SELECT id, subject, priority, assignee_id, opened_at FROM tickets WHERE closed_at IS NULL")],
    },
}

KEYWORDS = {"user", "order"}
TYPES = {
    "sqlite": {"int": "INTEGER", "text": "TEXT", "date": "DATE", "ts": "TIMESTAMP", "dec": "NUMERIC(10,2)", "bool": "INTEGER", "json": "TEXT"},
    "postgresql": {"int": "integer", "text": "text", "date": "date", "ts": "timestamp", "dec": "numeric(10,2)", "bool": "boolean", "json": "jsonb"},
    "mysql": {"int": "INT", "text": "VARCHAR(200)", "date": "DATE", "ts": "DATETIME", "dec": "DECIMAL(10,2)", "bool": "BOOLEAN", "json": "JSON"},
    "transactsql": {"int": "INT", "text": "NVARCHAR(200)", "date": "DATE", "ts": "DATETIME2", "dec": "DECIMAL(10,2)", "bool": "BIT", "json": "NVARCHAR(MAX)"},
}


def q(name, dialect):
    if name not in KEYWORDS:
        return name
    return {"mysql": f"`{name}`", "transactsql": f"[{name}]"}.get(dialect, f'"{name}"')


def render(schema, dialect):
    out = []
    for tname, cols, pk in SCHEMAS[schema]["tables"]:
        parts = []
        for cname, kind, nn, extra in cols:
            s = f"{q(cname, dialect)} {TYPES[dialect][kind]}"
            if nn:
                s += " NOT NULL"
            if extra == "pk":
                s += " PRIMARY KEY"
            elif extra.startswith("references"):
                s += " " + extra.replace("references", "REFERENCES").replace("{user}", q("user", dialect))
            parts.append(s)
        if pk:
            parts.append("PRIMARY KEY (" + ", ".join(q(c, dialect) for c in pk) + ")")
        out.append(f"CREATE TABLE {q(tname, dialect)} (\n  " + ",\n  ".join(parts) + "\n);")
    for vname, body in SCHEMAS[schema]["views"]:
        out.append(f"CREATE VIEW {vname} AS {body};")
    return "\n".join(out) + "\n"


def columns(schema, table):
    for tname, cols, pk in SCHEMAS[schema]["tables"]:
        if tname == table:
            return {c[0]: (c[1], c[2]) for c in cols}
    raise KeyError(table)


# ---------------------------------------------------------------- cases
# (id, schema, label, category, query, reason, extra)
# extra keys: w (allow_writes), taut=(table, expr), not_taut=(table, expr), stacked, reading (mysql/tsql doc reading)
C = []


def case(dialect, cid, schema, label, category, query, reason, **extra):
    C.append(dict(id=cid, dialect=dialect, schema=schema, label=label, category=category, query=query, reason=reason, **extra))


S, P, M, T = "sqlite", "postgresql", "mysql", "transactsql"

# ---------------- sqlite
case(S, "s-v01", "clinic", "valid", "cte",
     "WITH recent AS (SELECT patient_id, MAX(starts_at) AS last_visit FROM appointments WHERE status = 'completed' GROUP BY patient_id) "
     "SELECT p.full_name, r.last_visit FROM patients p JOIN recent r ON r.patient_id = p.patient_id ORDER BY r.last_visit DESC LIMIT 20",
     "CTE joined back to its base table")
case(S, "s-v02", "clinic", "valid", "recursive-cte",
     "WITH RECURSIVE chain(doctor_id, name, depth) AS (SELECT doctor_id, name, 0 FROM doctors WHERE supervisor_id IS NULL "
     "UNION ALL SELECT d.doctor_id, d.name, c.depth + 1 FROM doctors d JOIN chain c ON d.supervisor_id = c.doctor_id) "
     "SELECT name, depth FROM chain ORDER BY depth, name",
     "recursive CTE with a column list")
case(S, "s-v03", "clinic", "valid", "window",
     "SELECT doctor_id, appt_id, starts_at, ROW_NUMBER() OVER (PARTITION BY doctor_id ORDER BY starts_at) AS seq, "
     "SUM(fee) OVER (PARTITION BY doctor_id) AS total_fees FROM appointments",
     "window functions")
case(S, "s-v04", "clinic", "valid", "date-functions",
     "SELECT strftime('%Y-%m', starts_at) AS month, COUNT(*) AS visits FROM appointments "
     "WHERE starts_at >= date('now', '-6 months') GROUP BY month ORDER BY month",
     "SQLite date functions, GROUP BY a select alias")
case(S, "s-v05", "warehouse", "valid", "json",
     "SELECT sku, title, json_extract(attrs, '$.color') AS color FROM products WHERE json_extract(attrs, '$.weight_kg') > 2.5",
     "JSON1 json_extract")
case(S, "s-v06", "warehouse", "valid", "upsert",
     "INSERT INTO stock_levels (sku, warehouse_code, qty, updated_at) VALUES ('SKU-1001', 'BER1', 40, CURRENT_TIMESTAMP) "
     "ON CONFLICT (sku, warehouse_code) DO UPDATE SET qty = stock_levels.qty + excluded.qty, updated_at = excluded.updated_at",
     "UPSERT on the composite key (writes allowed)", w=True)
case(S, "s-v07", "helpdesk", "valid", "returning",
     "UPDATE tickets SET state = 'closed', closed_at = CURRENT_TIMESTAMP WHERE state = 'resolved' AND opened_at < datetime('now', '-30 days') "
     "RETURNING id, subject",
     "UPDATE … RETURNING with a WHERE (writes allowed)", w=True)
case(S, "s-v08", "helpdesk", "valid", "set-operations",
     "SELECT login AS who FROM \"user\" WHERE is_active = 1 UNION SELECT display_name FROM \"user\" WHERE display_name IS NOT NULL "
     "EXCEPT SELECT 'admin' ORDER BY who",
     "UNION then EXCEPT, ORDER BY the first select's output name, keyword table quoted")
case(S, "s-v09", "helpdesk", "valid", "case",
     "SELECT id, subject, CASE WHEN priority >= 3 THEN 'urgent' WHEN priority = 2 THEN 'normal' ELSE 'low' END AS bucket "
     "FROM tickets WHERE state <> 'closed'",
     "searched CASE")
case(S, "s-v10", "helpdesk", "valid", "schema-qualified",
     "SELECT u.login, COUNT(t.id) AS open_count FROM main.\"user\" AS u LEFT JOIN main.tickets AS t ON t.assignee_id = u.id "
     "AND t.closed_at IS NULL GROUP BY u.login HAVING COUNT(t.id) > 5",
     "main.-qualified names, quoted keyword table, HAVING")
case(S, "s-v11", "clinic", "valid", "view",
     "SELECT name, appt_count FROM doctor_load WHERE appt_count > 0 ORDER BY appt_count DESC",
     "query over a view")
case(S, "s-v12", "clinic", "valid", "or-nullable",
     "SELECT patient_id, full_name FROM patients WHERE email = 'front.desk@clinic.test' OR email IS NOT NULL",
     "email is nullable: rows with NULL email are filtered out, so the OR is not a tautology",
     not_taut=("patients", "email = 'front.desk@clinic.test' OR email IS NOT NULL"))
case(S, "s-v13", "warehouse", "valid", "or-gap",
     "SELECT sku, warehouse_code, qty FROM stock_levels WHERE qty < 10 OR qty > 10",
     "qty = 10 is excluded: not a tautology",
     not_taut=("stock_levels", "qty < 10 OR qty > 10"))
case(S, "s-v14", "helpdesk", "valid", "json",
     "SELECT id, payload ->> '$.source' AS source FROM tickets WHERE payload ->> '$.channel' = 'email'",
     "SQLite ->> JSON operator (3.38+)")
case(S, "s-v15", "warehouse", "valid", "window",
     "SELECT shipped_on, SUM(qty) OVER (ORDER BY shipped_on ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS rolling_qty "
     "FROM shipments WHERE sku = 'SKU-1001'",
     "window frame")
case(S, "s-v16", "warehouse", "valid", "keyword-identifier",
     "SELECT \"order\", COUNT(*) AS lines FROM shipments GROUP BY \"order\" HAVING COUNT(*) > 1",
     "quoted keyword column")

case(S, "s-i01", "clinic", "invalid", "unknown-column",
     "SELECT full_name, phone FROM patients WHERE city = 'Leeds'", "patients has no phone")
case(S, "s-i02", "clinic", "invalid", "unknown-table",
     "SELECT * FROM appointment_slots WHERE doctor_id = 3", "no table appointment_slots")
case(S, "s-i03", "clinic", "invalid", "ambiguous-column",
     "SELECT appt_id, patient_id, full_name FROM appointments JOIN patients ON patients.patient_id = appointments.patient_id",
     "patient_id is in both tables")
case(S, "s-i04", "warehouse", "invalid", "wrong-arity",
     "SELECT title, round(unit_price, 2, 0) AS price FROM products", "round() takes 1 or 2 arguments")
case(S, "s-i05", "helpdesk", "invalid", "syntax",
     "SELECT id, subject, FROM tickets WHERE priority > 2", "trailing comma before FROM")
case(S, "s-i06", "warehouse", "invalid", "wrong-dialect",
     "SELECT DISTINCT ON (sku) sku, shipped_on FROM shipments ORDER BY sku, shipped_on DESC", "DISTINCT ON is PostgreSQL only")
case(S, "s-i07", "clinic", "invalid", "aggregate-misuse",
     "SELECT doctor_id FROM appointments WHERE COUNT(*) > 3 GROUP BY doctor_id", "aggregate in WHERE")
case(S, "s-i08", "helpdesk", "invalid", "wrong-dialect",
     "SELECT login FROM \"user\" WHERE login ILIKE 'adm%'", "ILIKE is PostgreSQL only")
case(S, "s-i09", "helpdesk", "invalid", "aggregate-misuse",
     "SELECT id, subject FROM tickets WHERE ROW_NUMBER() OVER (ORDER BY opened_at) <= 10", "window function in WHERE")

case(S, "s-u01", "clinic", "unsafe", "tautology-null-handling",
     "SELECT * FROM appointments WHERE status = 'no-show' OR status IS NOT NULL",
     "status is NOT NULL: IS NOT NULL holds for every row",
     taut=("appointments", "status = 'no-show' OR status IS NOT NULL"))
case(S, "s-u02", "clinic", "unsafe", "tautology-like",
     "SELECT full_name FROM patients WHERE city = 'York' OR full_name LIKE '%'",
     "full_name NOT NULL, LIKE '%' matches every string",
     taut=("patients", "city = 'York' OR full_name LIKE '%'"))
case(S, "s-u03", "warehouse", "unsafe", "tautology-range",
     "SELECT sku, qty FROM stock_levels WHERE qty BETWEEN 0 AND 50 OR qty < 0 OR qty > 50",
     "three ranges cover every value of a NOT NULL column",
     taut=("stock_levels", "qty BETWEEN 0 AND 50 OR qty < 0 OR qty > 50"))
case(S, "s-u04", "helpdesk", "unsafe", "tautology-not-contradiction",
     "SELECT id, subject FROM tickets WHERE assignee_id = 7 OR NOT (priority > 5 AND priority < 2)",
     "NOT of a contradiction on a NOT NULL column",
     taut=("tickets", "assignee_id = 7 OR NOT (priority > 5 AND priority < 2)"))
case(S, "s-u05", "helpdesk", "unsafe", "tautology-self-comparison",
     "SELECT * FROM \"user\" WHERE login = 'guest' OR id = id",
     "id is INTEGER PRIMARY KEY (never NULL): id = id holds for every row",
     taut=("user", "login = 'guest' OR id = id"))
case(S, "s-u06", "warehouse", "unsafe", "stacked",
     "SELECT title FROM products WHERE sku = 'SKU-1'; DELETE FROM shipments WHERE shipment_id > 0",
     "two statements", stacked=True)
case(S, "s-u07", "helpdesk", "unsafe", "delete-without-where",
     "DELETE FROM ticket_comments", "DELETE without WHERE is refused even with writes allowed", w=True)
case(S, "s-u08", "clinic", "unsafe", "tautology-null-handling",
     "SELECT appt_id, fee FROM appointments WHERE COALESCE(fee, 0) >= 0 OR COALESCE(fee, 0) < 0",
     "COALESCE(fee, 0) is never NULL; the two ranges cover every number",
     taut=("appointments", "COALESCE(fee, 0) >= 0 OR COALESCE(fee, 0) < 0"))
case(S, "s-u09", "helpdesk", "unsafe", "tautology-in-list",
     "SELECT id, state FROM tickets WHERE state IN ('open', 'pending') OR state NOT IN ('open', 'pending')",
     "IN and NOT IN of the same list on a NOT NULL column",
     taut=("tickets", "state IN ('open', 'pending') OR state NOT IN ('open', 'pending')"))
case(S, "s-u10", "helpdesk", "unsafe", "catalogue-read",
     "SELECT name, sql FROM sqlite_schema WHERE type = 'table'", "reads the SQLite catalogue")
case(S, "s-u11", "warehouse", "unsafe", "update-without-where",
     "UPDATE products SET discontinued = 0", "UPDATE without WHERE is refused even with writes allowed", w=True)

# ---------------- postgresql
case(P, "p-v01", "clinic", "valid", "lateral",
     "SELECT d.name, last3.starts_at, last3.status FROM doctors d CROSS JOIN LATERAL (SELECT a.starts_at, a.status FROM appointments a "
     "WHERE a.doctor_id = d.doctor_id ORDER BY a.starts_at DESC LIMIT 3) AS last3",
     "LATERAL subquery using the left alias")
case(P, "p-v02", "clinic", "valid", "recursive-cte",
     "WITH RECURSIVE reports AS (SELECT doctor_id, supervisor_id, name, ARRAY[doctor_id] AS path FROM doctors WHERE doctor_id = 1 "
     "UNION ALL SELECT d.doctor_id, d.supervisor_id, d.name, r.path || d.doctor_id FROM doctors d JOIN reports r ON d.supervisor_id = r.doctor_id "
     "WHERE NOT d.doctor_id = ANY(r.path)) SELECT name, array_length(path, 1) AS depth FROM reports",
     "recursive CTE with an array path")
case(P, "p-v03", "warehouse", "valid", "json",
     "SELECT sku, attrs->>'color' AS color, (attrs->>'weight_kg')::numeric AS weight_kg FROM products "
     "WHERE attrs ? 'color' AND attrs @> '{\"fragile\": true}'",
     "jsonb operators")
case(P, "p-v04", "clinic", "valid", "date-functions",
     "SELECT date_trunc('week', starts_at) AS week, count(*) FILTER (WHERE status = 'cancelled') AS cancelled, count(*) AS total "
     "FROM appointments WHERE starts_at >= now() - interval '90 days' GROUP BY 1 ORDER BY 1",
     "date_trunc, interval, FILTER")
case(P, "p-v05", "warehouse", "valid", "upsert",
     "INSERT INTO stock_levels AS s (sku, warehouse_code, qty, updated_at) VALUES ('SKU-2002', 'MAD2', 15, now()) "
     "ON CONFLICT (sku, warehouse_code) DO UPDATE SET qty = s.qty + EXCLUDED.qty, updated_at = EXCLUDED.updated_at RETURNING s.qty",
     "ON CONFLICT … RETURNING (writes allowed)", w=True)
case(P, "p-v06", "warehouse", "valid", "merge",
     "MERGE INTO stock_levels AS s USING (SELECT sku, 'MAIN' AS warehouse_code, sum(qty) AS shipped FROM shipments "
     "WHERE shipped_on = current_date GROUP BY sku) AS x ON s.sku = x.sku AND s.warehouse_code = x.warehouse_code "
     "WHEN MATCHED THEN UPDATE SET qty = s.qty - x.shipped WHEN NOT MATCHED THEN DO NOTHING",
     "MERGE (PostgreSQL 15+, writes allowed)", w=True)
case(P, "p-v07", "helpdesk", "valid", "window",
     "SELECT id, subject, priority, rank() OVER w AS prio_rank, lag(opened_at) OVER (ORDER BY opened_at) AS prev_opened "
     "FROM tickets WINDOW w AS (PARTITION BY state ORDER BY priority DESC)",
     "named window")
case(P, "p-v08", "helpdesk", "valid", "schema-qualified",
     "SELECT u.login, u.display_name FROM public.\"user\" u WHERE u.is_active AND NOT EXISTS "
     "(SELECT 1 FROM public.tickets t WHERE t.assignee_id = u.id AND t.closed_at IS NULL)",
     "public.-qualified names, quoted keyword table, correlated NOT EXISTS")
case(P, "p-v09", "helpdesk", "valid", "view",
     "SELECT id, subject FROM open_tickets WHERE priority >= 3 INTERSECT SELECT t.id, t.subject FROM tickets t "
     "JOIN ticket_comments c ON c.ticket_id = t.id WHERE c.created_at > now() - interval '1 day'",
     "view, INTERSECT")
case(P, "p-v10", "warehouse", "valid", "case",
     "SELECT DISTINCT ON (sku) sku, shipped_on, CASE WHEN carrier IS NULL THEN 'unassigned' ELSE carrier END AS carrier_label "
     "FROM shipments ORDER BY sku, shipped_on DESC",
     "DISTINCT ON and CASE")
case(P, "p-v11", "helpdesk", "valid", "or-nullable",
     "SELECT id, subject FROM tickets WHERE assignee_id = 12 OR assignee_id IS NOT NULL",
     "assignee_id is nullable: unassigned tickets are filtered out",
     not_taut=("tickets", "assignee_id = 12 OR assignee_id IS NOT NULL"))
case(P, "p-v12", "warehouse", "valid", "or-gap",
     "SELECT sku, warehouse_code FROM stock_levels WHERE qty <= 0 OR qty >= 1000",
     "1..999 excluded", not_taut=("stock_levels", "qty <= 0 OR qty >= 1000"))
case(P, "p-v13", "helpdesk", "valid", "returning",
     "DELETE FROM ticket_comments WHERE created_at < now() - interval '2 years' RETURNING id, ticket_id",
     "DELETE with WHERE … RETURNING (writes allowed)", w=True)
case(P, "p-v14", "warehouse", "valid", "update-from",
     "UPDATE products p SET discontinued = true FROM stock_levels s WHERE s.sku = p.sku AND s.qty = 0 AND p.category = 'seasonal'",
     "UPDATE … FROM (writes allowed)", w=True)
case(P, "p-v15", "warehouse", "valid", "keyword-identifier",
     "SELECT \"order\", sum(qty) AS units FROM shipments WHERE \"order\" IS NOT NULL GROUP BY \"order\" ORDER BY units DESC",
     "quoted keyword column")
case(P, "p-v16", "helpdesk", "valid", "json",
     "SELECT t.id, tag FROM tickets t, jsonb_array_elements_text(t.payload -> 'tags') AS tag WHERE t.state = 'open'",
     "set-returning JSON function in FROM (implicitly lateral)")

case(P, "p-i01", "helpdesk", "invalid", "unknown-column",
     "SELECT login, email FROM \"user\" WHERE is_active", "user has no email")
case(P, "p-i02", "warehouse", "invalid", "unknown-table",
     "SELECT sku, qty FROM inventory WHERE qty < 5", "no table inventory")
case(P, "p-i03", "helpdesk", "invalid", "ambiguous-column",
     "SELECT id, subject, body FROM tickets JOIN ticket_comments ON ticket_comments.ticket_id = tickets.id", "id is in both tables")
case(P, "p-i04", "clinic", "invalid", "grouping",
     "SELECT doctor_id, status, count(*) FROM appointments GROUP BY doctor_id", "status neither grouped nor aggregated")
case(P, "p-i05", "warehouse", "invalid", "wrong-arity",
     "SELECT title, left(title) AS initial FROM products", "left() takes two arguments")
case(P, "p-i06", "warehouse", "invalid", "syntax",
     "SELECT sku, SUM(qty) FROM shipments GROUP sku", "GROUP without BY")
case(P, "p-i07", "helpdesk", "invalid", "wrong-dialect",
     "SELECT TOP 5 id, subject FROM tickets ORDER BY priority DESC", "TOP is T-SQL")
case(P, "p-i08", "helpdesk", "invalid", "wrong-dialect",
     "SELECT id, DATEDIFF(day, opened_at, closed_at) AS days_open FROM tickets", "no DATEDIFF (nor a column day) in PostgreSQL")
case(P, "p-i09", "clinic", "invalid", "aggregate-misuse",
     "SELECT doctor_id, max(count(*)) FROM appointments GROUP BY doctor_id", "nested aggregate")
case(P, "p-i10", "clinic", "invalid", "type-error",
     "SELECT appt_id FROM appointments WHERE starts_at > 42", "timestamp > integer has no operator")

case(P, "p-u01", "helpdesk", "unsafe", "tautology-null-handling",
     "SELECT id, login FROM \"user\" WHERE login = 'root' OR login IS NOT NULL",
     "login is NOT NULL", taut=("user", "login = 'root' OR login IS NOT NULL"))
case(P, "p-u02", "warehouse", "unsafe", "tautology-like",
     "SELECT sku, title FROM products WHERE category = 'toys' OR title ILIKE '%'",
     "title NOT NULL, ILIKE '%'", taut=("products", "category = 'toys' OR title ILIKE '%'"))
case(P, "p-u03", "helpdesk", "unsafe", "tautology-range",
     "SELECT id, subject FROM tickets WHERE opened_at < '2024-01-01' OR opened_at >= '2024-01-01'",
     "complementary ranges on a NOT NULL timestamp",
     taut=("tickets", "opened_at < '2024-01-01' OR opened_at >= '2024-01-01'"))
case(P, "p-u04", "warehouse", "unsafe", "tautology-not-contradiction",
     "SELECT shipment_id FROM shipments WHERE carrier = 'DHL' OR NOT (qty = 1 AND qty = 2)",
     "NOT of a contradiction on a NOT NULL column",
     taut=("shipments", "carrier = 'DHL' OR NOT (qty = 1 AND qty = 2)"))
case(P, "p-u05", "clinic", "unsafe", "tautology-self-comparison",
     "SELECT appt_id FROM appointments WHERE doctor_id = 4 OR starts_at = starts_at",
     "starts_at NOT NULL compared with itself", taut=("appointments", "doctor_id = 4 OR starts_at = starts_at"))
case(P, "p-u06", "helpdesk", "unsafe", "stacked",
     "SELECT id FROM tickets WHERE id = 5; UPDATE tickets SET state = 'closed' WHERE id = 5", "two statements", stacked=True)
case(P, "p-u07", "warehouse", "unsafe", "update-without-where",
     "UPDATE stock_levels SET reorder_point = 10", "UPDATE without WHERE", w=True)
case(P, "p-u08", "clinic", "unsafe", "tautology-constant",
     "SELECT patient_id FROM patients WHERE full_name = 'Ann Lee' OR 'a' || 'b' = 'ab'",
     "constant operand that is TRUE", taut=("patients", "full_name = 'Ann Lee' OR 'a' || 'b' = 'ab'"))
case(P, "p-u09", "clinic", "unsafe", "tautology-having",
     "SELECT doctor_id, count(*) FROM appointments GROUP BY doctor_id HAVING count(*) > 10 OR count(*) BETWEEN 0 AND 10",
     "count(*) is a whole number >= 0: the HAVING keeps every group",
     taut=("__groups", "n > 10 OR n BETWEEN 0 AND 10"))
case(P, "p-u10", "clinic", "unsafe", "catalogue-read",
     "SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' ORDER BY reltuples DESC", "reads pg_class")
case(P, "p-u11", "helpdesk", "unsafe", "tautology-null-handling",
     "SELECT id FROM tickets WHERE state IS DISTINCT FROM 'spam' OR state = 'spam'",
     "IS DISTINCT FROM is never NULL; with = it covers every value of a NOT NULL column",
     taut=("tickets", "state IS DISTINCT FROM 'spam' OR state = 'spam'"))

# ---------------- mysql (labels: reading of the MySQL 8.0 reference manual)
case(M, "m-v01", "clinic", "valid", "cte-window",
     "WITH monthly AS (SELECT doctor_id, DATE_FORMAT(starts_at, '%Y-%m') AS ym, SUM(fee) AS revenue FROM appointments GROUP BY doctor_id, ym) "
     "SELECT doctor_id, ym, revenue, revenue - LAG(revenue) OVER (PARTITION BY doctor_id ORDER BY ym) AS delta FROM monthly",
     "CTE (8.0), GROUP BY a select alias (allowed in MySQL), LAG window",
     reading="MySQL 8.0 manual: WITH (13.2.20), window functions (12.21), GROUP BY may use select aliases")
case(M, "m-v02", "warehouse", "valid", "json",
     "SELECT sku, JSON_UNQUOTE(JSON_EXTRACT(attrs, '$.color')) AS color, attrs->>'$.size' AS size FROM products "
     "WHERE JSON_CONTAINS(attrs, '\"eco\"', '$.labels')",
     "JSON functions and ->> on a JSON column",
     reading="MySQL 8.0 manual 12.18: JSON_EXTRACT, JSON_UNQUOTE, ->> (column->>path), JSON_CONTAINS(target, candidate[, path])")
case(M, "m-v03", "warehouse", "valid", "upsert",
     "INSERT INTO stock_levels (sku, warehouse_code, qty, updated_at) VALUES ('SKU-3003', 'LYS1', 8, NOW()) "
     "ON DUPLICATE KEY UPDATE qty = qty + VALUES(qty), updated_at = NOW()",
     "ON DUPLICATE KEY UPDATE (writes allowed)", w=True,
     reading="MySQL 8.0 manual 13.2.6.2: ON DUPLICATE KEY UPDATE; VALUES(col) deprecated since 8.0.20 but still accepted")
case(M, "m-v04", "warehouse", "valid", "keyword-identifier",
     "SELECT `order`, COUNT(*) AS n FROM shipments GROUP BY `order` ORDER BY n DESC LIMIT 10",
     "backtick-quoted keyword column, LIMIT", reading="MySQL 8.0 manual 9.2: backtick identifiers; ORDER is reserved")
case(M, "m-v05", "helpdesk", "valid", "date-functions",
     "SELECT id, subject, TIMESTAMPDIFF(HOUR, opened_at, COALESCE(closed_at, NOW())) AS age_hours FROM tickets "
     "WHERE opened_at >= DATE_SUB(CURDATE(), INTERVAL 30 DAY)",
     "TIMESTAMPDIFF, DATE_SUB", reading="MySQL 8.0 manual 12.7: TIMESTAMPDIFF(unit, a, b), DATE_SUB(date, INTERVAL n unit), CURDATE()")
case(M, "m-v06", "warehouse", "valid", "recursive-cte",
     "WITH RECURSIVE days AS (SELECT CURDATE() - INTERVAL 6 DAY AS d UNION ALL SELECT d + INTERVAL 1 DAY FROM days WHERE d < CURDATE()) "
     "SELECT days.d, COUNT(s.shipment_id) AS shipments FROM days LEFT JOIN shipments s ON s.shipped_on = days.d GROUP BY days.d ORDER BY days.d",
     "recursive CTE generating a date series", reading="MySQL 8.0 manual 13.2.20: WITH RECURSIVE; date + INTERVAL expr unit")
case(M, "m-v07", "clinic", "valid", "or-nullable",
     "SELECT patient_id, full_name FROM patients WHERE city = 'Porto' OR city IS NOT NULL",
     "city is nullable: not a tautology", not_taut=("patients", "city = 'Porto' OR city IS NOT NULL"),
     reading="standard three-valued logic; city has no NOT NULL")
case(M, "m-v08", "clinic", "valid", "view",
     "SELECT name, CASE WHEN appt_count = 0 THEN 'idle' WHEN appt_count < 20 THEN 'normal' ELSE 'busy' END AS load_band FROM doctor_load",
     "CASE over a view", reading="MySQL 8.0 manual: CASE operator (12.5); view columns doctor_id, name, appt_count")
case(M, "m-v09", "helpdesk", "valid", "lateral",
     "SELECT u.login, recent.subject FROM `user` u JOIN LATERAL (SELECT t.subject FROM tickets t WHERE t.reporter_id = u.id "
     "ORDER BY t.opened_at DESC LIMIT 1) AS recent ON TRUE",
     "LATERAL derived table (8.0.14+)", reading="MySQL 8.0 manual 13.2.15.9: lateral derived tables may refer to preceding tables")
case(M, "m-v10", "warehouse", "valid", "set-operations",
     "SELECT sku, qty, 'in' AS dir FROM stock_levels WHERE warehouse_code = 'MAIN' "
     "UNION ALL SELECT sku, -qty, 'out' FROM shipments WHERE shipped_on = CURRENT_DATE",
     "UNION ALL with matching column counts", reading="MySQL 8.0 manual 13.2.18: UNION")

case(M, "m-i01", "warehouse", "invalid", "unknown-column",
     "SELECT sku, title, price FROM products WHERE category = 'garden'", "products has no price",
     reading="schema: products(sku, title, category, unit_price, attrs, discontinued)")
case(M, "m-i02", "helpdesk", "invalid", "unknown-table",
     "SELECT login FROM users WHERE is_active = 1", "the table is user, not users",
     reading="schema defines `user`; MySQL table names are not pluralised")
case(M, "m-i03", "warehouse", "invalid", "wrong-dialect",
     "SELECT p.sku, s.qty FROM products p FULL OUTER JOIN stock_levels s ON s.sku = p.sku", "MySQL has no FULL OUTER JOIN",
     reading="MySQL 8.0 manual 13.2.13.2 JOIN syntax: only INNER/CROSS/LEFT/RIGHT/NATURAL/STRAIGHT_JOIN")
case(M, "m-i04", "helpdesk", "invalid", "wrong-dialect",
     "SELECT id, opened_at::date AS day FROM tickets", ":: casts are PostgreSQL", reading="MySQL has no :: operator (uses CAST)")
case(M, "m-i05", "helpdesk", "invalid", "ambiguous-column",
     "SELECT id, body FROM tickets t JOIN ticket_comments c ON c.ticket_id = t.id WHERE t.state = 'open'", "id is in both tables",
     reading="error 1052 Column 'id' in field list is ambiguous")
case(M, "m-i06", "warehouse", "invalid", "aggregate-misuse",
     "SELECT carrier, sku, SUM(qty) AS units FROM shipments GROUP BY carrier", "sku neither grouped nor aggregated",
     reading="MySQL 8.0 default sql_mode has ONLY_FULL_GROUP_BY: error 1055")

case(M, "m-u01", "helpdesk", "unsafe", "tautology-null-handling",
     "SELECT * FROM tickets WHERE subject = 'VPN down' OR subject IS NOT NULL", "subject is NOT NULL",
     taut=("tickets", "subject = 'VPN down' OR subject IS NOT NULL"), reading="three-valued logic; subject NOT NULL")
case(M, "m-u02", "warehouse", "unsafe", "tautology-like",
     "SELECT title FROM products WHERE sku LIKE '%' OR unit_price > 100", "sku is the NOT NULL key; LIKE '%' matches every string",
     taut=("products", "sku LIKE '%' OR unit_price > 100"), reading="LIKE '%' matches any non-NULL string")
case(M, "m-u03", "warehouse", "unsafe", "stacked",
     "SELECT title FROM products WHERE sku = 'A-1'; DROP TABLE shipments", "stacked statements with DROP", stacked=True,
     reading="two statements")
case(M, "m-u04", "warehouse", "unsafe", "tautology-self-comparison",
     "SELECT * FROM stock_levels WHERE warehouse_code = 'BER1' OR qty = qty", "qty NOT NULL compared with itself",
     taut=("stock_levels", "warehouse_code = 'BER1' OR qty = qty"), reading="qty NOT NULL")
case(M, "m-u05", "warehouse", "unsafe", "delete-without-where",
     "DELETE FROM shipments", "DELETE without WHERE", w=True, reading="docs/sql.md safety rule")
case(M, "m-u06", "clinic", "unsafe", "tautology-range",
     "SELECT appt_id FROM appointments WHERE duration_min NOT BETWEEN 15 AND 45 OR duration_min BETWEEN 15 AND 45",
     "BETWEEN and NOT BETWEEN of the same bounds on a NOT NULL column",
     taut=("appointments", "duration_min NOT BETWEEN 15 AND 45 OR duration_min BETWEEN 15 AND 45"), reading="duration_min NOT NULL")
case(M, "m-u07", "clinic", "unsafe", "catalogue-read",
     "SELECT table_name, table_rows FROM information_schema.tables WHERE table_schema = DATABASE()", "reads information_schema",
     reading="docs/sql.md: information_schema.* is a catalogue read")

# ---------------- transactsql (labels: reading of the Microsoft T-SQL reference)
case(T, "t-v01", "clinic", "valid", "apply",
     "SELECT d.name, x.starts_at, x.status FROM doctors AS d CROSS APPLY (SELECT TOP 3 a.starts_at, a.status FROM appointments AS a "
     "WHERE a.doctor_id = d.doctor_id ORDER BY a.starts_at DESC) AS x",
     "CROSS APPLY subquery using the left alias (issue 25)",
     reading="T-SQL FROM clause: APPLY's right input may reference the left input's columns")
case(T, "t-v02", "helpdesk", "valid", "apply",
     "SELECT u.login, lc.last_comment_at FROM [user] AS u OUTER APPLY (SELECT MAX(c.created_at) AS last_comment_at "
     "FROM ticket_comments AS c WHERE c.author_id = u.id) AS lc WHERE u.is_active = 1",
     "OUTER APPLY using the left alias, bracketed keyword table (issue 25)", reading="T-SQL FROM clause: OUTER APPLY")
case(T, "t-v03", "helpdesk", "valid", "date-functions",
     "SELECT id, subject FROM tickets WHERE closed_at IS NULL AND opened_at < DATEADD(day, -14, SYSDATETIME())",
     "DATEADD(day, …) (issue 25)", reading="DATEADD(datepart, number, date): day is a documented datepart")
case(T, "t-v04", "clinic", "valid", "date-functions",
     "SELECT p.full_name, DATEDIFF(day, MAX(a.starts_at), GETDATE()) AS days_since_visit FROM patients AS p "
     "JOIN appointments AS a ON a.patient_id = p.patient_id GROUP BY p.full_name",
     "DATEDIFF(day, …) (issue 25)", reading="DATEDIFF(datepart, startdate, enddate)")
case(T, "t-v05", "warehouse", "valid", "date-functions",
     "SELECT DATEPART(year, shipped_on) AS yr, DATEPART(quarter, shipped_on) AS qtr, SUM(qty) AS units FROM shipments "
     "GROUP BY DATEPART(year, shipped_on), DATEPART(quarter, shipped_on)",
     "DATEPART(year, …) (issue 25)", reading="DATEPART(datepart, date): year, quarter documented")
case(T, "t-v06", "warehouse", "valid", "merge-output",
     "MERGE stock_levels AS tgt USING (VALUES ('SKU-4004', 'MAIN', 25)) AS src (sku, warehouse_code, qty) "
     "ON tgt.sku = src.sku AND tgt.warehouse_code = src.warehouse_code "
     "WHEN MATCHED THEN UPDATE SET tgt.qty = tgt.qty + src.qty, tgt.updated_at = SYSUTCDATETIME() "
     "WHEN NOT MATCHED THEN INSERT (sku, warehouse_code, qty, updated_at) VALUES (src.sku, src.warehouse_code, src.qty, SYSUTCDATETIME()) "
     "OUTPUT $action, inserted.sku, inserted.qty;",
     "MERGE … OUTPUT $action (writes allowed; MERGE must end with ;)", w=True,
     reading="MERGE (Transact-SQL): table value constructor source, OUTPUT $action; terminator required")
case(T, "t-v07", "clinic", "valid", "recursive-cte",
     "WITH chain AS (SELECT doctor_id, name, supervisor_id, 0 AS depth FROM doctors WHERE supervisor_id IS NULL "
     "UNION ALL SELECT d.doctor_id, d.name, d.supervisor_id, c.depth + 1 FROM doctors AS d INNER JOIN chain AS c ON d.supervisor_id = c.doctor_id) "
     "SELECT name, depth FROM chain OPTION (MAXRECURSION 50)",
     "recursive CTE (no RECURSIVE keyword in T-SQL), MAXRECURSION hint", reading="WITH common_table_expression: recursive members; OPTION (MAXRECURSION n)")
case(T, "t-v08", "helpdesk", "valid", "json",
     "SELECT id, JSON_VALUE(payload, '$.channel') AS channel FROM tickets WHERE ISJSON(payload) = 1 AND JSON_VALUE(payload, '$.vip') = 'true'",
     "JSON_VALUE, ISJSON", reading="SQL Server 2016+: JSON_VALUE(expression, path), ISJSON(expression)")
case(T, "t-v09", "warehouse", "valid", "window",
     "SELECT sku, shipped_on, qty, SUM(qty) OVER (PARTITION BY sku ORDER BY shipped_on ROWS UNBOUNDED PRECEDING) AS running_qty "
     "FROM shipments ORDER BY sku, shipped_on OFFSET 0 ROWS FETCH NEXT 100 ROWS ONLY",
     "window frame, OFFSET/FETCH", reading="OVER clause ROWS UNBOUNDED PRECEDING; ORDER BY … OFFSET … FETCH (2012+)")
case(T, "t-v10", "warehouse", "valid", "schema-qualified",
     "SELECT [order], COUNT(*) AS shipments FROM dbo.shipments WHERE [order] IS NOT NULL GROUP BY [order]",
     "dbo.-qualified table, bracketed keyword column", reading="default schema dbo; ORDER is reserved, brackets delimit")
case(T, "t-v11", "helpdesk", "valid", "or-nullable",
     "SELECT id, login FROM [user] WHERE display_name = N'Support' OR display_name IS NOT NULL",
     "display_name is nullable: not a tautology", not_taut=("user", "display_name = 'Support' OR display_name IS NOT NULL"),
     reading="three-valued logic; display_name nullable")
case(T, "t-v12", "helpdesk", "valid", "output",
     "UPDATE tickets SET state = 'escalated' OUTPUT inserted.id, deleted.state AS previous_state WHERE priority >= 4 AND state = 'open'",
     "UPDATE … OUTPUT (writes allowed)", w=True, reading="OUTPUT clause: inserted/deleted prefixes in UPDATE")
case(T, "t-v13", "warehouse", "valid", "case",
     "SELECT sku, LEN(title) AS title_len, ISNULL(category, 'uncategorised') AS category, "
     "IIF(discontinued = 1, 'yes', 'no') AS gone, CASE WHEN unit_price >= 100 THEN 'premium' ELSE 'standard' END AS tier FROM products",
     "T-SQL built-ins LEN, ISNULL, IIF, CASE", reading="LEN(string), ISNULL(check, replacement), IIF(bool, a, b) (2012+)")
case(T, "t-v14", "helpdesk", "valid", "apply",
     "SELECT t.id, w.due FROM tickets AS t CROSS APPLY (SELECT DATEADD(hour, CASE t.priority WHEN 1 THEN 4 WHEN 2 THEN 24 ELSE 72 END, t.opened_at) AS due) AS w "
     "WHERE DATEDIFF(minute, t.opened_at, w.due) > 0",
     "CROSS APPLY computing from the left alias, DATEADD(hour), DATEDIFF(minute) (issue 25)",
     reading="APPLY right side sees left columns; hour and minute are documented dateparts")
case(T, "t-v15", "clinic", "valid", "string-agg",
     "SELECT specialty, STRING_AGG(name, ', ') WITHIN GROUP (ORDER BY name) AS doctors FROM doctors GROUP BY specialty",
     "STRING_AGG … WITHIN GROUP", reading="STRING_AGG(expression, separator) WITHIN GROUP (ORDER BY …), SQL Server 2017+")

case(T, "t-i01", "helpdesk", "invalid", "wrong-dialect",
     "SELECT id, subject FROM tickets ORDER BY opened_at DESC LIMIT 20", "T-SQL has no LIMIT", reading="use TOP or OFFSET/FETCH")
case(T, "t-i02", "warehouse", "invalid", "unknown-column",
     "SELECT sku, qty, last_counted_at FROM stock_levels WHERE warehouse_code = 'MAIN'", "stock_levels has no last_counted_at",
     reading="schema")
case(T, "t-i03", "clinic", "invalid", "unknown-function",
     "SELECT full_name, TIMESTAMPDIFF(YEAR, birth_date, GETDATE()) AS age FROM patients", "TIMESTAMPDIFF is MySQL, not T-SQL",
     reading="not in the T-SQL built-in function list ('is not a recognized built-in function name')")
case(T, "t-i04", "helpdesk", "invalid", "wrong-arity",
     "SELECT id, DATEDIFF(opened_at, closed_at) AS days_open FROM tickets", "T-SQL DATEDIFF takes 3 arguments",
     reading="DATEDIFF(datepart, startdate, enddate): 2 arguments is error 174")
case(T, "t-i05", "clinic", "invalid", "unknown-table",
     "SELECT name FROM physicians WHERE specialty = 'cardiology'", "no table physicians", reading="schema")
case(T, "t-i06", "clinic", "invalid", "date-part",
     "SELECT appt_id, DATEPART(yr, starts_at) AS y FROM appointments", "yr is not a T-SQL datepart (year, yy, yyyy)",
     reading="DATEPART datepart table: year/yy/yyyy; 'yr' is not a recognized datepart option")
case(T, "t-i07", "helpdesk", "invalid", "wrong-dialect",
     "SELECT `login` FROM [user]", "T-SQL has no backtick identifiers", reading="delimiters are [] and \"\"")
case(T, "t-i08", "clinic", "invalid", "ambiguous-column",
     "SELECT appt_id, doctor_id, name FROM appointments AS a JOIN doctors AS d ON d.doctor_id = a.doctor_id",
     "doctor_id is in both tables", reading="error 209 Ambiguous column name")

case(T, "t-u01", "clinic", "unsafe", "tautology-null-handling",
     "SELECT * FROM appointments WHERE status = N'booked' OR status IS NOT NULL", "status is NOT NULL",
     taut=("appointments", "status = 'booked' OR status IS NOT NULL"), reading="three-valued logic")
case(T, "t-u02", "helpdesk", "unsafe", "tautology-like",
     "SELECT login FROM [user] WHERE login LIKE N'%' OR is_active = 0", "login NOT NULL, LIKE '%'",
     taut=("user", "login LIKE '%' OR is_active = 0"), reading="LIKE '%' matches every non-NULL string")
case(T, "t-u03", "helpdesk", "unsafe", "tautology-not-contradiction",
     "SELECT id FROM tickets WHERE state = 'open' OR NOT (priority < 0 AND priority > 10)", "NOT of a contradiction",
     taut=("tickets", "state = 'open' OR NOT (priority < 0 AND priority > 10)"), reading="priority NOT NULL")
case(T, "t-u04", "warehouse", "unsafe", "tautology-self-comparison",
     "SELECT shipment_id FROM shipments WHERE carrier = 'UPS' OR shipped_on = shipped_on", "shipped_on NOT NULL compared with itself",
     taut=("shipments", "carrier = 'UPS' OR shipped_on = shipped_on"), reading="shipped_on NOT NULL")
case(T, "t-u05", "clinic", "unsafe", "stacked",
     "SELECT name FROM doctors WHERE doctor_id = 1; EXEC xp_cmdshell 'dir'", "stacked statement running a shell", stacked=True,
     reading="two statements, xp_cmdshell")
case(T, "t-u06", "helpdesk", "unsafe", "update-without-where",
     "UPDATE [user] SET is_active = 0", "UPDATE without WHERE", w=True, reading="docs/sql.md safety rule")
case(T, "t-u07", "helpdesk", "unsafe", "tautology-range",
     "SELECT id, body FROM ticket_comments WHERE created_at >= '2025-06-01' OR created_at < '2025-06-01'",
     "complementary ranges on a NOT NULL datetime2",
     taut=("ticket_comments", "created_at >= '2025-06-01' OR created_at < '2025-06-01'"), reading="created_at NOT NULL")
case(T, "t-u08", "clinic", "unsafe", "tautology-in-list",
     "SELECT full_name FROM patients WHERE patient_id IN (1, 2, 3) OR patient_id NOT IN (1, 2, 3)",
     "IN and NOT IN of the same list on the NOT NULL key",
     taut=("patients", "patient_id IN (1, 2, 3) OR patient_id NOT IN (1, 2, 3)"), reading="patient_id primary key")


def build():
    out = []
    ids = set()
    for c in C:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        d = {
            "id": c["id"], "dialect": c["dialect"], "schema": c["schema"], "label": c["label"], "category": c["category"],
            "query": c["query"], "schema_ddl": render(c["schema"], c["dialect"]), "allow_writes": bool(c.get("w")),
            "reason": c["reason"],
            "oracle": {"sqlite": "sqlite3", "postgresql": "postgresql-15"}.get(c["dialect"], "vendor-docs-reading"),
        }
        if c.get("reading"):
            d["reading"] = c["reading"]
        if c.get("stacked"):
            d["stacked"] = True
        for k in ("taut", "not_taut"):
            if c.get(k):
                d[k] = {"table": c[k][0], "expr": c[k][1]}
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
