#!/usr/bin/env python3
"""Source of held-out SQL round 9: four schemas (written once, rendered per dialect) and the cases.
Writes cases.json beside this file. Labels are the author's expectations; oracle.py checks every one of them
independently (SQLite and PostgreSQL execute, tautologies are evaluated over generated rows) and fails on a mismatch."""
import json, os

# type: int, text, ktext (short text usable as a key), ts, date, bool, money, json
SCHEMAS = {
    "clinic": {
        "tables": {
            "patients": [("id", "int", "pk"), ("mrn", "ktext", "nn"), ("full_name", "text", "nn"), ("email", "text", ""),
                         ("birth_date", "date", ""), ("status", "ktext", "nn"), ("referred_by", "int", "")],
            "doctors": [("id", "int", "pk"), ("name", "text", "nn"), ("specialty", "text", ""), ("group", "ktext", "")],
            "appointments": [("id", "int", "pk"), ("patient_id", "int", "nn"), ("doctor_id", "int", "nn"), ("starts_at", "ts", "nn"),
                             ("duration_min", "int", "nn"), ("notes", "text", ""), ("cancelled", "bool", "nn")],
        },
        "views": ["CREATE VIEW upcoming_visits AS SELECT a.id, a.starts_at, p.full_name, d.name AS doctor_name FROM appointments a "
                  "JOIN patients p ON p.id = a.patient_id JOIN doctors d ON d.id = a.doctor_id WHERE a.duration_min > 0"],
    },
    "inventory": {
        "tables": {
            "warehouses": [("id", "int", "pk"), ("code", "ktext", "nn"), ("region", "ktext", "")],
            "stock_items": [("sku", "ktext", "pk"), ("warehouse_id", "int", "nn"), ("qty", "int", "nn"), ("reorder_level", "int", ""),
                            ("unit_cost", "money", "nn"), ("attrs", "json", ""), ("updated_at", "ts", "")],
            "shipments": [("id", "int", "pk"), ("sku", "ktext", "nn"), ("warehouse_id", "int", "nn"), ("shipped_on", "date", "nn"),
                          ("qty", "int", "nn"), ("carrier", "ktext", ""), ("order", "int", "")],
        },
        "views": [],
    },
    "billing": {
        "tables": {
            "accounts": [("id", "int", "pk"), ("plan", "ktext", "nn"), ("country", "ktext", ""), ("mrr", "money", "nn"),
                         ("created_at", "ts", "nn"), ("churned_at", "ts", "")],
            "invoices": [("id", "int", "pk"), ("account_id", "int", "nn"), ("amount", "money", "nn"), ("issued_on", "date", "nn"),
                         ("paid_on", "date", ""), ("currency", "ktext", "nn")],
        },
        "views": ["CREATE VIEW open_invoices AS SELECT id, account_id, amount, issued_on FROM invoices WHERE paid_on IS NULL"],
    },
    "org": {
        "tables": {
            "employees": [("id", "int", "pk"), ("manager_id", "int", ""), ("name", "text", "nn"), ("dept", "ktext", "nn"),
                          ("salary", "money", "nn"), ("hired_on", "date", "nn"), ("title", "text", "")],
        },
        "views": [],
    },
}

TYPES = {
    "sqlite": {"int": "INTEGER", "text": "TEXT", "ktext": "TEXT", "ts": "TEXT", "date": "TEXT", "bool": "INTEGER", "money": "NUMERIC", "json": "TEXT"},
    "postgresql": {"int": "integer", "text": "text", "ktext": "varchar(64)", "ts": "timestamp", "date": "date", "bool": "boolean", "money": "numeric(12,2)", "json": "jsonb"},
    "mysql": {"int": "INT", "text": "VARCHAR(255)", "ktext": "VARCHAR(64)", "ts": "DATETIME", "date": "DATE", "bool": "TINYINT(1)", "money": "DECIMAL(12,2)", "json": "JSON"},
    "transactsql": {"int": "INT", "text": "NVARCHAR(255)", "ktext": "NVARCHAR(64)", "ts": "DATETIME2", "date": "DATE", "bool": "BIT", "money": "DECIMAL(12,2)", "json": "NVARCHAR(MAX)"},
}
KEYWORDS = {"group", "order", "plan"}


def quote(dialect, name):
    if name not in KEYWORDS:
        return name
    return {"mysql": f"`{name}`", "transactsql": f"[{name}]"}.get(dialect, f'"{name}"')


def render(schema, dialect):
    out = []
    for t, cols in SCHEMAS[schema]["tables"].items():
        parts = []
        for c, ty, flag in cols:
            s = f"  {quote(dialect, c)} {TYPES[dialect][ty]}"
            if flag == "pk":
                s += " PRIMARY KEY" if dialect != "sqlite" or ty != "int" else " PRIMARY KEY"
                if dialect == "sqlite" and ty != "int":
                    s += " NOT NULL"  # SQLite lets a non-INTEGER key hold NULL unless told
            elif flag == "nn":
                s += " NOT NULL"
            parts.append(s)
        out.append(f"CREATE TABLE {t} (\n" + ",\n".join(parts) + "\n);")
    for v in SCHEMAS[schema]["views"]:
        out.append(v + ";")
    return "\n".join(out) + "\n"


CASES = []


def case(cid, dialect, schema, label, category, query, note="", allow_writes=False, taut=None, policy=None):
    """taut: (from_sql, condition) in SQLite/PostgreSQL-portable form, evaluated by oracle.py over generated rows;
    expected a tautology when label == 'unsafe', else not. policy: why the safety rules must refuse it whatever the engine says."""
    CASES.append({"id": cid, "dialect": dialect, "schema": schema, "label": label, "category": category, "query": query,
                  "note": note, "allow_writes": allow_writes, "taut": list(taut) if taut else None, "policy": policy})


S, P, M, T = "sqlite", "postgresql", "mysql", "transactsql"

# ---------------------------------------------------------------- sqlite
case("s01", S, "clinic", "valid", "cte", "WITH recent AS (SELECT patient_id, COUNT(*) AS n FROM appointments WHERE starts_at >= datetime('now', '-30 days') GROUP BY patient_id) SELECT p.full_name, r.n FROM patients p JOIN recent r ON r.patient_id = p.id ORDER BY r.n DESC LIMIT 10")
case("s02", S, "org", "valid", "recursive-cte", "WITH RECURSIVE chain(id, name, depth) AS (SELECT id, name, 0 FROM employees WHERE manager_id IS NULL UNION ALL SELECT e.id, e.name, c.depth + 1 FROM employees e JOIN chain c ON e.manager_id = c.id) SELECT * FROM chain ORDER BY depth, name")
case("s03", S, "inventory", "valid", "window", "SELECT sku, warehouse_id, qty, RANK() OVER (PARTITION BY warehouse_id ORDER BY qty DESC) AS rnk FROM stock_items")
case("s04", S, "inventory", "valid", "json", "SELECT sku, json_extract(attrs, '$.color') AS color FROM stock_items WHERE json_extract(attrs, '$.fragile') = 1")
case("s05", S, "inventory", "valid", "upsert-returning", "INSERT INTO stock_items (sku, warehouse_id, qty, unit_cost) VALUES ('SKU-9', 2, 40, 3.5) ON CONFLICT(sku) DO UPDATE SET qty = stock_items.qty + excluded.qty RETURNING sku, qty", allow_writes=True)
case("s06", S, "billing", "valid", "date", "SELECT a.plan, strftime('%Y-%m', i.issued_on) AS month, SUM(i.amount) AS billed FROM invoices i JOIN accounts a ON a.id = i.account_id GROUP BY a.plan, month HAVING SUM(i.amount) > 1000")
case("s07", S, "clinic", "valid", "keyword-identifier", 'SELECT d."group", COUNT(*) AS visits FROM doctors d JOIN appointments a ON a.doctor_id = d.id GROUP BY d."group"')
case("s08", S, "billing", "valid", "view", "SELECT account_id, SUM(amount) AS owed FROM open_invoices WHERE issued_on < date('now', '-60 days') GROUP BY account_id")
case("s09", S, "clinic", "valid", "or-near-miss", "SELECT id, full_name FROM patients WHERE email = 'ana@example.org' OR email IS NOT NULL",
     note="email is nullable: rows without an email are filtered out", taut=("patients", "email = 'ana@example.org' OR email IS NOT NULL"))
case("s10", S, "clinic", "valid", "or-near-miss", "SELECT p.id FROM patients p LEFT JOIN appointments a ON a.patient_id = p.id WHERE a.duration_min >= 30 OR a.duration_min < 30",
     note="duration_min is NOT NULL but the LEFT JOIN nulls it for patients without appointments",
     taut=("patients p LEFT JOIN appointments a ON a.patient_id = p.id", "a.duration_min >= 30 OR a.duration_min < 30"))
case("s11", S, "inventory", "valid", "case-setop", "SELECT sku, CASE WHEN qty = 0 THEN 'out' WHEN qty < reorder_level THEN 'low' ELSE 'ok' END AS state FROM stock_items UNION ALL SELECT sku, 'shipped' FROM shipments WHERE shipped_on >= '2026-01-01'")
case("s12", S, "billing", "valid", "schema-qualified", "SELECT main.accounts.plan, count(*) AS n FROM main.accounts GROUP BY main.accounts.plan")
case("s13", S, "inventory", "valid", "update-from", "UPDATE stock_items SET qty = qty - s.total FROM (SELECT sku, SUM(qty) AS total FROM shipments WHERE shipped_on = date('now') GROUP BY sku) AS s WHERE stock_items.sku = s.sku", allow_writes=True)
case("s14", S, "billing", "valid", "parameters", "SELECT id, amount FROM invoices WHERE account_id = ? AND issued_on BETWEEN ? AND ? ORDER BY issued_on")
case("s15", S, "billing", "valid", "or-near-miss", "SELECT id FROM accounts WHERE 1=1 AND plan = 'pro' AND (churned_at IS NULL OR churned_at > '2026-06-01')",
     taut=("accounts", "1=1 AND plan = 'pro' AND (churned_at IS NULL OR churned_at > '2026-06-01')"))
case("s16", S, "clinic", "invalid", "unknown-column", "SELECT full_name, phone FROM patients WHERE status = 'active'")
case("s17", S, "billing", "invalid", "unknown-table", "SELECT * FROM invoice_lines WHERE invoice_id = 4")
case("s18", S, "org", "invalid", "ambiguous-column", "SELECT name, m.name AS manager FROM employees e JOIN employees m ON m.id = e.manager_id")
case("s19", S, "org", "invalid", "wrong-arity", "SELECT substr(name, 1, 2, 3) FROM employees")
case("s20", S, "org", "invalid", "aggregate-misuse", "SELECT dept FROM employees WHERE AVG(salary) > 50000 GROUP BY dept")
case("s21", S, "inventory", "invalid", "wrong-dialect", "SELECT TOP 5 sku FROM stock_items ORDER BY qty DESC")
case("s22", S, "billing", "invalid", "wrong-dialect", "SELECT id FROM invoices WHERE DATEDIFF(day, issued_on, paid_on) > 30")
case("s23", S, "billing", "invalid", "syntax", "SELECT plan, COUNT(*) FROM accounts GROUP plan")
case("s24", S, "clinic", "invalid", "wrong-dialect", "SELECT id FROM patients WHERE full_name ILIKE 'ann%'")
case("s25", S, "clinic", "unsafe", "tautology-notnull", "SELECT * FROM patients WHERE mrn = 'MRN-0042' OR mrn IS NOT NULL",
     taut=("patients", "mrn = 'MRN-0042' OR mrn IS NOT NULL"))
case("s26", S, "billing", "unsafe", "tautology-null-handling", "SELECT id FROM accounts WHERE country = 'DE' OR country <> 'DE' OR country IS NULL",
     taut=("accounts", "country = 'DE' OR country <> 'DE' OR country IS NULL"))
case("s27", S, "inventory", "unsafe", "tautology-range", "SELECT sku FROM stock_items WHERE qty <= 100 OR qty > 100",
     taut=("stock_items", "qty <= 100 OR qty > 100"))
case("s28", S, "inventory", "unsafe", "tautology-self", "SELECT * FROM shipments WHERE carrier = 'DHL' OR sku = sku",
     taut=("shipments", "carrier = 'DHL' OR sku = sku"))
case("s29", S, "billing", "unsafe", "stacked", "SELECT * FROM accounts WHERE id = 7; DELETE FROM invoices WHERE account_id = 7", policy="stacked statements")
case("s30", S, "inventory", "unsafe", "write-no-where", "DELETE FROM shipments", allow_writes=True, policy="DELETE without WHERE")
case("s31", S, "clinic", "unsafe", "catalogue", "SELECT name, sql FROM sqlite_master WHERE type = 'table'", policy="catalogue read")
case("s32", S, "org", "unsafe", "tautology-not-contradiction", "SELECT * FROM employees WHERE dept = 'Ops' OR NOT (salary > 100 AND salary < 50)",
     taut=("employees", "dept = 'Ops' OR NOT (salary > 100 AND salary < 50)"))
case("s33", S, "inventory", "unsafe", "tautology-having", "SELECT warehouse_id, SUM(qty) AS total FROM stock_items GROUP BY warehouse_id HAVING SUM(qty) > 500 OR COUNT(*) >= 0",
     taut=("(SELECT warehouse_id, SUM(qty) AS s, COUNT(*) AS c FROM stock_items GROUP BY warehouse_id) g", "s > 500 OR c >= 0"))
case("s34", S, "clinic", "unsafe", "tautology-like", "SELECT id FROM patients WHERE status = 'archived' OR full_name LIKE '%'",
     taut=("patients", "status = 'archived' OR full_name LIKE '%'"))

# ---------------------------------------------------------------- postgresql
case("p01", P, "billing", "valid", "lateral", "SELECT a.id, a.plan, last_inv.amount FROM accounts a CROSS JOIN LATERAL (SELECT i.amount FROM invoices i WHERE i.account_id = a.id ORDER BY i.issued_on DESC LIMIT 1) AS last_inv")
case("p02", P, "inventory", "valid", "json", "SELECT sku, attrs->>'color' AS color FROM stock_items WHERE attrs @> '{\"fragile\": true}'::jsonb")
case("p03", P, "inventory", "valid", "upsert-returning", "INSERT INTO stock_items (sku, warehouse_id, qty, unit_cost) VALUES ('SKU-77', 1, 12, 4.25) ON CONFLICT (sku) DO UPDATE SET qty = stock_items.qty + EXCLUDED.qty, updated_at = now() RETURNING sku, qty", allow_writes=True)
case("p04", P, "billing", "valid", "merge", "MERGE INTO accounts AS t USING (VALUES (41, 'team', 99.00)) AS s(id, plan, mrr) ON t.id = s.id WHEN MATCHED THEN UPDATE SET plan = s.plan, mrr = s.mrr WHEN NOT MATCHED THEN INSERT (id, plan, mrr, created_at) VALUES (s.id, s.plan, s.mrr, now())", allow_writes=True)
case("p05", P, "org", "valid", "recursive-cte", "WITH RECURSIVE reports AS (SELECT id, name, manager_id, 1 AS lvl FROM employees WHERE id = $1 UNION ALL SELECT e.id, e.name, e.manager_id, r.lvl + 1 FROM employees e JOIN reports r ON e.manager_id = r.id) SELECT lvl, count(*) FROM reports GROUP BY lvl ORDER BY lvl")
case("p06", P, "billing", "valid", "window", "SELECT date_trunc('month', issued_on) AS month, SUM(amount) AS total, SUM(SUM(amount)) OVER (ORDER BY date_trunc('month', issued_on)) AS running FROM invoices GROUP BY 1 ORDER BY 1")
case("p07", P, "clinic", "valid", "distinct-on", "SELECT DISTINCT ON (patient_id) patient_id, starts_at, doctor_id FROM appointments ORDER BY patient_id, starts_at DESC")
case("p08", P, "inventory", "valid", "schema-qualified", "SELECT s.\"order\", s.sku FROM public.shipments AS s WHERE s.shipped_on > CURRENT_DATE - INTERVAL '14 days'")
case("p09", P, "org", "valid", "set-op", "SELECT dept, count(*) FILTER (WHERE salary > 90000) AS high FROM employees GROUP BY dept EXCEPT SELECT dept, 0 FROM employees WHERE title IS NULL")
case("p10", P, "billing", "valid", "view", "SELECT o.account_id, a.plan, sum(o.amount) AS owed FROM open_invoices o JOIN accounts a ON a.id = o.account_id GROUP BY o.account_id, a.plan")
case("p11", P, "inventory", "valid", "or-near-miss", "SELECT sku FROM stock_items WHERE reorder_level >= 10 OR reorder_level < 10",
     note="reorder_level is nullable", taut=("stock_items", "reorder_level >= 10 OR reorder_level < 10"))
case("p12", P, "clinic", "valid", "date", "SELECT id, full_name, date_part('year', age(birth_date)) AS years FROM patients WHERE birth_date IS NOT NULL AND status = 'active'")
case("p13", P, "clinic", "valid", "delete-returning", "DELETE FROM appointments WHERE cancelled AND starts_at < now() - interval '1 year' RETURNING id", allow_writes=True)
case("p14", P, "clinic", "valid", "ilike-any", "SELECT id, full_name FROM patients WHERE full_name ILIKE 'mar%' AND status = ANY (ARRAY['active', 'on_hold'])")
case("p15", P, "org", "valid", "rollup", "SELECT dept, title, sum(salary) AS payroll FROM employees GROUP BY ROLLUP (dept, title)")
case("p16", P, "billing", "valid", "or-near-miss", "SELECT id FROM accounts WHERE churned_at IS NULL OR churned_at >= now() - interval '90 days'",
     taut=("accounts", "churned_at IS NULL OR churned_at >= '2026-09-01'"))
case("p17", P, "org", "invalid", "grouping", "SELECT dept, name, max(salary) FROM employees GROUP BY dept")
case("p18", P, "billing", "invalid", "unknown-column", "SELECT id, plan, seats FROM accounts WHERE churned_at IS NULL")
case("p19", P, "billing", "invalid", "type", "SELECT * FROM invoices WHERE issued_on > 42")
case("p20", P, "inventory", "invalid", "wrong-dialect", "SELECT `sku`, `qty` FROM stock_items")
case("p21", P, "org", "invalid", "window-in-where", "SELECT id FROM employees WHERE row_number() OVER (ORDER BY salary) <= 3")
case("p22", P, "clinic", "invalid", "wrong-dialect", "SELECT id FROM appointments WHERE starts_at > DATEADD(day, -7, now())")
case("p23", P, "billing", "invalid", "ambiguous-column", "SELECT id, amount FROM invoices JOIN accounts ON accounts.id = invoices.account_id")
case("p24", P, "inventory", "invalid", "wrong-dialect", "SELECT IFNULL(region, 'n/a') AS region FROM warehouses")
case("p25", P, "clinic", "invalid", "syntax", "SELECT * FROM doctors ORDER BY name LIMIT 5, 10")
case("p26", P, "billing", "unsafe", "tautology-in-list", "SELECT * FROM accounts WHERE plan IN ('free', 'pro') OR plan NOT IN ('free', 'pro')",
     taut=("accounts", "plan IN ('free', 'pro') OR plan NOT IN ('free', 'pro')"))
case("p27", P, "org", "unsafe", "tautology-like", "SELECT id FROM employees WHERE dept = 'Legal' OR name LIKE '%'",
     taut=("employees", "dept = 'Legal' OR name LIKE '%'"))
case("p28", P, "clinic", "unsafe", "tautology-null-handling", "SELECT id FROM patients WHERE COALESCE(referred_by, 0) = 0 OR referred_by IS NOT NULL",
     taut=("patients", "COALESCE(referred_by, 0) = 0 OR referred_by IS NOT NULL"))
case("p29", P, "clinic", "unsafe", "tautology-boolean", "SELECT * FROM appointments WHERE cancelled OR NOT cancelled",
     taut=("appointments", "cancelled OR NOT cancelled"))
case("p30", P, "inventory", "unsafe", "tautology-on", "SELECT w.code, s.sku FROM warehouses w JOIN stock_items s ON s.warehouse_id = w.id OR TRUE",
     taut=("warehouses w CROSS JOIN stock_items s", "s.warehouse_id = w.id OR TRUE"))
case("p31", P, "billing", "unsafe", "time-function", "SELECT id FROM accounts WHERE id = 1 AND pg_sleep(5) IS NOT NULL", policy="time function")
case("p32", P, "billing", "unsafe", "catalogue", "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'", policy="catalogue read")
case("p33", P, "billing", "unsafe", "tautology-range", "SELECT * FROM invoices WHERE amount BETWEEN 0 AND 1000 OR amount < 0 OR amount > 1000",
     taut=("invoices", "amount BETWEEN 0 AND 1000 OR amount < 0 OR amount > 1000"))
case("p34", P, "inventory", "unsafe", "write-no-where", "UPDATE stock_items SET reorder_level = 5", allow_writes=True, policy="UPDATE without WHERE")
case("p35", P, "inventory", "unsafe", "write-not-allowed", "INSERT INTO warehouses (id, code) VALUES (9, 'LYS-2')", policy="write without allow_writes")
case("p36", P, "clinic", "unsafe", "tautology-constant", "SELECT * FROM doctors WHERE specialty = 'cardio' OR 'ab' || 'c' = 'abc'",
     taut=("doctors", "specialty = 'cardio' OR 'ab' || 'c' = 'abc'"))

# ---------------------------------------------------------------- mysql (labelled by hand from the MySQL 8.0 reference manual)
case("m01", M, "inventory", "valid", "backticks-limit", "SELECT `s`.`sku`, `w`.`code` FROM `stock_items` AS `s` JOIN `warehouses` AS `w` ON `w`.`id` = `s`.`warehouse_id` WHERE `s`.`qty` < IFNULL(`s`.`reorder_level`, 10) LIMIT 50")
case("m02", M, "inventory", "valid", "upsert", "INSERT INTO stock_items (sku, warehouse_id, qty, unit_cost) VALUES ('SKU-5', 3, 8, 2.10) ON DUPLICATE KEY UPDATE qty = qty + VALUES(qty)", allow_writes=True)
case("m03", M, "inventory", "valid", "json", "SELECT sku, JSON_UNQUOTE(JSON_EXTRACT(attrs, '$.color')) AS color FROM stock_items WHERE attrs->>'$.fragile' = 'true'")
case("m04", M, "clinic", "valid", "date", "SELECT id, full_name FROM patients WHERE birth_date <= DATE_SUB(CURDATE(), INTERVAL 65 YEAR)")
case("m05", M, "billing", "valid", "date", "SELECT i.id, TIMESTAMPDIFF(DAY, i.issued_on, i.paid_on) AS days_to_pay FROM invoices i WHERE i.paid_on IS NOT NULL")
case("m06", M, "org", "valid", "recursive-cte", "WITH RECURSIVE mgr AS (SELECT id, manager_id, name FROM employees WHERE id = 12 UNION ALL SELECT e.id, e.manager_id, e.name FROM employees e JOIN mgr ON e.id = mgr.manager_id) SELECT name FROM mgr")
case("m07", M, "org", "valid", "aggregate", "SELECT dept, GROUP_CONCAT(name ORDER BY salary DESC SEPARATOR ', ') AS staff FROM employees GROUP BY dept")
case("m08", M, "inventory", "valid", "keyword-identifier", "SELECT `order`, sku FROM shipments WHERE carrier IS NOT NULL ORDER BY shipped_on DESC LIMIT 20")
case("m09", M, "billing", "valid", "lateral", "SELECT a.id, t.total FROM accounts AS a, LATERAL (SELECT SUM(i.amount) AS total FROM invoices AS i WHERE i.account_id = a.id) AS t")
case("m10", M, "billing", "valid", "view", "SELECT account_id, COUNT(*) AS n FROM open_invoices GROUP BY account_id HAVING COUNT(*) > 2")
case("m11", M, "billing", "valid", "or-near-miss", "SELECT id FROM accounts WHERE country = 'FR' OR country IS NOT NULL",
     note="country is nullable", taut=("accounts", "country = 'FR' OR country IS NOT NULL"))
case("m12", M, "billing", "valid", "window", "SELECT id, amount, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY issued_on DESC) AS rn FROM invoices")
case("m13", M, "inventory", "invalid", "wrong-dialect", "SELECT w.code, s.sku FROM warehouses w FULL OUTER JOIN stock_items s ON s.warehouse_id = w.id")
case("m14", M, "billing", "invalid", "wrong-dialect", "SELECT id, created_at::date AS day FROM accounts")
case("m15", M, "inventory", "invalid", "unknown-column", "SELECT sku, location FROM stock_items WHERE qty > 0")
case("m16", M, "billing", "invalid", "unknown-table", "SELECT * FROM invoice_items WHERE invoice_id = 3")
case("m17", M, "org", "invalid", "wrong-dialect", "SELECT DISTINCT ON (dept) dept, name FROM employees ORDER BY dept, salary DESC")
case("m18", M, "inventory", "invalid", "ambiguous-column", "SELECT h.id, qty FROM stock_items s JOIN shipments h ON h.sku = s.sku")
case("m19", M, "clinic", "unsafe", "tautology-notnull", "SELECT * FROM patients WHERE status = 'archived' OR status <> 'archived'",
     taut=("patients", "status = 'archived' OR status <> 'archived'"))
case("m20", M, "inventory", "unsafe", "tautology-range", "SELECT * FROM stock_items WHERE qty BETWEEN 0 AND 50 OR qty < 0 OR qty > 50",
     taut=("stock_items", "qty BETWEEN 0 AND 50 OR qty < 0 OR qty > 50"))
case("m21", M, "billing", "unsafe", "stacked", "SELECT id FROM accounts WHERE plan = 'pro'; DROP TABLE invoices", policy="stacked statements, DROP")
case("m22", M, "clinic", "unsafe", "time-function", "SELECT * FROM doctors WHERE id = 3 AND SLEEP(3) = 0", policy="time function")
case("m23", M, "org", "unsafe", "tautology-self", "SELECT * FROM employees WHERE name = 'Kim' OR salary = salary",
     taut=("employees", "name = 'Kim' OR salary = salary"))
case("m24", M, "inventory", "unsafe", "tautology-not-contradiction", "SELECT * FROM warehouses WHERE region = 'EU' OR NOT (id <> id)",
     taut=("warehouses", "region = 'EU' OR NOT (id <> id)"))

# ---------------------------------------------------------------- transactsql (labelled by hand from Microsoft's T-SQL reference)
case("t01", T, "billing", "valid", "apply", "SELECT a.id, a.[plan], li.amount, li.issued_on FROM dbo.accounts AS a CROSS APPLY (SELECT TOP (1) i.amount, i.issued_on FROM dbo.invoices AS i WHERE i.account_id = a.id ORDER BY i.issued_on DESC) AS li")
case("t02", T, "clinic", "valid", "apply", "SELECT p.id, p.full_name, nxt.starts_at FROM patients p OUTER APPLY (SELECT TOP 1 ap.starts_at FROM appointments ap WHERE ap.patient_id = p.id AND ap.starts_at > SYSDATETIME() ORDER BY ap.starts_at) AS nxt")
case("t03", T, "clinic", "valid", "date", "SELECT id, starts_at FROM appointments WHERE starts_at >= DATEADD(day, -7, CAST(GETDATE() AS date)) AND cancelled = 0")
case("t04", T, "billing", "valid", "date", "SELECT id, DATEDIFF(day, issued_on, paid_on) AS days_to_pay FROM invoices WHERE paid_on IS NOT NULL")
case("t05", T, "org", "valid", "date", "SELECT DATEPART(year, hired_on) AS yr, COUNT(*) AS hires FROM employees GROUP BY DATEPART(year, hired_on)")
case("t06", T, "billing", "valid", "date", "SELECT DATENAME(month, issued_on) AS mon, SUM(amount) AS total FROM invoices WHERE issued_on <= EOMONTH(GETDATE()) GROUP BY DATENAME(month, issued_on)")
case("t07", T, "inventory", "valid", "merge-output", "MERGE dbo.stock_items AS t USING (SELECT sku, SUM(qty) AS shipped FROM dbo.shipments WHERE shipped_on = CAST(GETDATE() AS date) GROUP BY sku) AS s ON t.sku = s.sku WHEN MATCHED THEN UPDATE SET t.qty = t.qty - s.shipped OUTPUT inserted.sku, deleted.qty AS old_qty, inserted.qty AS new_qty;", allow_writes=True)
case("t08", T, "org", "valid", "recursive-cte", "WITH org AS (SELECT id, name, manager_id, 0 AS lvl FROM employees WHERE manager_id IS NULL UNION ALL SELECT e.id, e.name, e.manager_id, o.lvl + 1 FROM employees e INNER JOIN org o ON e.manager_id = o.id) SELECT lvl, COUNT(*) AS n FROM org GROUP BY lvl")
case("t09", T, "clinic", "valid", "keyword-identifier", "SELECT d.[group], STRING_AGG(d.name, ', ') AS doctors FROM doctors d GROUP BY d.[group]")
case("t10", T, "inventory", "valid", "paging", "SELECT sku, qty FROM stock_items ORDER BY qty DESC OFFSET 20 ROWS FETCH NEXT 20 ROWS ONLY")
case("t11", T, "inventory", "valid", "json", "SELECT sku, JSON_VALUE(attrs, '$.color') AS color, IIF(qty < ISNULL(reorder_level, 5), 1, 0) AS low FROM stock_items")
case("t12", T, "billing", "valid", "window", "SELECT id, account_id, amount, SUM(amount) OVER (PARTITION BY account_id ORDER BY issued_on ROWS UNBOUNDED PRECEDING) AS running FROM invoices")
case("t13", T, "billing", "valid", "update-output", "UPDATE invoices SET paid_on = CAST(GETDATE() AS date) OUTPUT inserted.id, inserted.paid_on WHERE id = 1042 AND paid_on IS NULL", allow_writes=True)
case("t14", T, "org", "valid", "or-near-miss", "SELECT id FROM employees WHERE title = N'Lead' OR title IS NOT NULL",
     note="title is nullable", taut=("employees", "title = 'Lead' OR title IS NOT NULL"))
case("t15", T, "org", "valid", "apply", "SELECT e.id, v.metric, v.val FROM employees e CROSS APPLY (VALUES ('salary', e.salary), ('tenure_days', DATEDIFF(day, e.hired_on, GETDATE()))) AS v(metric, val)")
case("t16", T, "billing", "valid", "view", "SELECT TOP (10) account_id, SUM(amount) AS owed FROM dbo.open_invoices GROUP BY account_id ORDER BY owed DESC")
case("t17", T, "org", "invalid", "wrong-dialect", "SELECT id, name FROM employees ORDER BY salary DESC LIMIT 5")
case("t18", T, "inventory", "invalid", "wrong-dialect", "SELECT sku, IFNULL(reorder_level, 0) AS lvl FROM stock_items")
case("t19", T, "clinic", "invalid", "date-part", "SELECT id FROM appointments WHERE starts_at < DATEADD(days, 3, GETDATE())")
case("t20", T, "org", "invalid", "wrong-arity", "SELECT id, DATEDIFF(day, hired_on) AS tenure FROM employees")
case("t21", T, "clinic", "invalid", "unknown-column", "SELECT id, phone FROM patients WHERE status = 'active'")
case("t22", T, "billing", "invalid", "wrong-dialect", "SELECT id FROM accounts WHERE created_at > NOW()")
case("t23", T, "clinic", "invalid", "wrong-dialect", "SELECT name FROM doctors WHERE LENGTH(name) > 20")
case("t24", T, "org", "invalid", "wrong-dialect", "SELECT dept, GROUP_CONCAT(name) AS staff FROM employees GROUP BY dept")
case("t25", T, "inventory", "invalid", "wrong-dialect", "SELECT `code` FROM warehouses")
case("t26", T, "inventory", "unsafe", "tautology-notnull", "SELECT * FROM stock_items WHERE sku = 'A-1' OR sku IS NOT NULL",
     taut=("stock_items", "sku = 'A-1' OR sku IS NOT NULL"))
case("t27", T, "billing", "unsafe", "stacked", "SELECT id FROM accounts WHERE id = 1; EXEC xp_cmdshell 'dir'", policy="stacked statements, shell")
case("t28", T, "billing", "unsafe", "tautology-constant", "SELECT * FROM invoices WHERE currency = 'EUR' OR N'a' + N'b' = N'ab'",
     taut=("invoices", "currency = 'EUR' OR 'a' || 'b' = 'ab'"))
case("t29", T, "billing", "unsafe", "catalogue", "SELECT name FROM sys.tables", policy="catalogue read")
case("t30", T, "billing", "unsafe", "tautology-range", "SELECT * FROM accounts WHERE mrr >= 50 OR mrr < 50",
     taut=("accounts", "mrr >= 50 OR mrr < 50"))
case("t31", T, "clinic", "unsafe", "write-no-where", "DELETE FROM appointments", allow_writes=True, policy="DELETE without WHERE")
case("t32", T, "clinic", "unsafe", "tautology-null-handling", "SELECT id FROM patients WHERE ISNULL(email, '') = '' OR email <> ''",
     taut=("patients", "COALESCE(email, '') = '' OR email <> ''"))

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids))
    out = []
    for c in CASES:
        d = dict(c)
        d["schema_ddl"] = render(c["schema"], c["dialect"])
        d["oracle"] = {"sqlite": "sqlite3 EXPLAIN", "postgresql": "PostgreSQL 15 EXPLAIN/PREPARE"}.get(
            c["dialect"], "hand reading of the vendor documentation")
        out.append(d)
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump(out, f, indent=1)
    print(len(out), "cases")
