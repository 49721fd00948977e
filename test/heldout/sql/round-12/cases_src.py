#!/usr/bin/env python3
"""Source of cases.json for held-out SQL round 12 (run: python3 cases_src.py).

Each case: (id, dialect, schema, label, category, query, extras). Labels are checked by oracle.py:
sqlite and postgresql cases are executed against the schema by the real engines; mysql and transactsql cases are
labelled by a reading of the vendor documentation (the `doc` field gives the reason). Tautologies (`taut`) and
near-misses (`escape`) are evaluated over generated rows that include NULLs and boundary values:
  taut/escape = (engine-for-evaluation, FROM clause, condition[, GROUP BY]) in the schema of the case.
"""
import json
import os

from schemas import render

V, I, U = "valid", "invalid", "unsafe"
CASES = []


def case(id, dialect, schema, label, category, query, **kw):
    CASES.append(dict(id=id, dialect=dialect, schema=schema, label=label, category=category, query=query, **kw))


# ---------------------------------------------------------------- sqlite (executed by sqlite3)
S = "sqlite"
case("s01", S, "library", V, "valid:recursive-cte",
     "WITH RECURSIVE chain(id, referred_by, depth) AS (\n  SELECT id, referred_by, 0 FROM members WHERE id = 42\n  UNION ALL\n  SELECT m.id, m.referred_by, c.depth + 1 FROM members m JOIN chain c ON m.id = c.referred_by WHERE c.depth < 10\n)\nSELECT id, depth FROM chain ORDER BY depth;")
case("s02", S, "library", V, "valid:window",
     "SELECT m.id, m.email, COUNT(l.id) AS loan_count,\n       RANK() OVER (ORDER BY COUNT(l.id) DESC) AS rnk\nFROM members m\nLEFT JOIN loans l ON l.member_id = m.id\nGROUP BY m.id, m.email\nORDER BY rnk\nLIMIT 10")
case("s03", S, "library", V, "valid:json",
     "SELECT b.id, b.title, t.value AS tag\nFROM books b, json_each(b.tags) AS t\nWHERE t.value = 'classic'")
case("s04", S, "library", V, "valid:date-functions",
     "SELECT l.id, CAST(julianday('now') - julianday(l.due_on) AS INTEGER) AS days_late\nFROM loans l\nWHERE l.returned_at IS NULL AND l.due_on < date('now', '-14 days')")
case("s05", S, "library", V, "valid:view",
     "SELECT o.loan_id, m.email, o.due_on FROM overdue_loans o JOIN members m ON m.id = o.member_id ORDER BY o.due_on")
case("s06", S, "billing", V, "valid:upsert-returning",
     "INSERT INTO usage_daily (account_id, day, api_calls) VALUES (7, date('now'), 120)\nON CONFLICT(account_id, day) DO UPDATE SET api_calls = usage_daily.api_calls + excluded.api_calls\nRETURNING api_calls",
     allow_writes=True)
case("s07", S, "logistics", V, "valid:case",
     "SELECT strftime('%Y-%m', created_at) AS month,\n       SUM(CASE WHEN status = 'delivered' THEN 1 ELSE 0 END) AS delivered,\n       COUNT(*) AS total\nFROM shipments\nGROUP BY month\nORDER BY month")
case("s08", S, "logistics", V, "valid:json",
     "SELECT id, meta ->> '$.service_level' AS service_level\nFROM shipments\nWHERE json_extract(meta, '$.fragile') = 1")
case("s09", S, "hr", V, "valid:keyword-identifiers",
     "SELECT u.login, u.\"group\", e.full_name\nFROM \"user\" u\nLEFT JOIN employees e ON e.id = u.employee_id\nWHERE u.role = 'admin'")
case("s10", S, "hr", V, "valid:set-operation",
     "SELECT email FROM employees WHERE email IS NOT NULL\nEXCEPT\nSELECT login FROM \"user\"")
case("s11", S, "library", V, "valid:near-miss-null", issue25=True,
     query="SELECT id, email FROM members WHERE display_name = 'Ann' OR display_name IS NOT NULL",
     escape=("sqlite", "members", "display_name = 'Ann' OR display_name IS NOT NULL"),
     note="display_name is nullable: rows where it is NULL are filtered out, so not a tautology")
case("s12", S, "billing", V, "valid:parameters",
     "SELECT i.id, i.amount FROM invoices i\nWHERE i.account_id = :account AND (:status IS NULL OR i.status = :status)\nORDER BY i.issued_on DESC")
case("s13", S, "hr", V, "valid:window-frame",
     "SELECT department_id, hired_on, salary,\n       AVG(salary) OVER (PARTITION BY department_id ORDER BY hired_on ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_avg\nFROM employees")
case("s14", S, "billing", V, "valid:schema-qualified",
     "SELECT a.name, SUM(i.amount) AS outstanding\nFROM main.accounts a JOIN main.invoices i ON i.account_id = a.id\nWHERE i.paid_at IS NULL\nGROUP BY a.name\nHAVING SUM(i.amount) > 1000")
case("s15", S, "library", I, "invalid:unknown-column",
     "SELECT m.email, m.phone FROM members m WHERE m.status = 'active'")
case("s16", S, "library", I, "invalid:ambiguous-column",
     "SELECT id, title FROM loans JOIN books ON books.id = loans.book_id WHERE returned_at IS NULL")
case("s17", S, "logistics", I, "invalid:aggregate-misuse",
     "SELECT warehouse_id FROM shipments WHERE COUNT(*) > 5 GROUP BY warehouse_id")
case("s18", S, "hr", I, "invalid:wrong-dialect",
     "SELECT TOP 5 full_name, salary FROM employees ORDER BY salary DESC")
case("s19", S, "billing", I, "invalid:wrong-dialect",
     "SELECT id, name FROM accounts WHERE name ILIKE 'acme%'")
case("s20", S, "logistics", I, "invalid:wrong-arity",
     "SELECT id, substr(tracking_no) AS prefix FROM shipments")
case("s21", S, "library", I, "invalid:unknown-table",
     "SELECT b.title, r.rating FROM books b JOIN book_reviews r ON r.book_id = b.id")
case("s22", S, "hr", I, "invalid:wrong-dialect",
     "SELECT id, full_name FROM employees WHERE hired_on > DATE_SUB(NOW(), INTERVAL 30 DAY)")
case("s23", S, "library", U, "unsafe:tautology-not-null", issue25=True,
     query="SELECT id, display_name FROM members WHERE email = 'ann@example.com' OR email IS NOT NULL",
     taut=("sqlite", "members", "email = 'ann@example.com' OR email IS NOT NULL"),
     note="email is NOT NULL: IS NOT NULL holds for every row")
case("s24", S, "logistics", U, "unsafe:tautology-self-compare",
     "SELECT * FROM shipments WHERE tracking_no = 'ZX9' OR id = id",
     taut=("sqlite", "shipments", "tracking_no = 'ZX9' OR id = id"),
     note="id is INTEGER PRIMARY KEY (never NULL in SQLite): id = id is TRUE for every row")
case("s25", S, "library", U, "unsafe:tautology-having",
     "SELECT m.id, COUNT(l.id) AS n FROM members m LEFT JOIN loans l ON l.member_id = m.id\nGROUP BY m.id\nHAVING COUNT(l.id) >= 1 OR COUNT(l.id) = 0",
     taut=("sqlite", "members m LEFT JOIN loans l ON l.member_id = m.id", "COUNT(l.id) >= 1 OR COUNT(l.id) = 0", "m.id"),
     note="COUNT is a whole number >= 0, never NULL")
case("s26", S, "hr", U, "unsafe:stacked",
     "SELECT id FROM employees WHERE id = 3; DELETE FROM employees WHERE id = 3",
     note="stacked statements are refused by the safety rules (docs/sql.md)")
case("s27", S, "billing", U, "unsafe:catalogue-read",
     "SELECT name, sql FROM sqlite_schema WHERE type = 'table' ORDER BY name",
     note="catalogue read (sqlite_schema), refused by docs/sql.md")
case("s28", S, "logistics", U, "unsafe:delete-without-where", "DELETE FROM shipment_events", allow_writes=True,
     note="DELETE without WHERE is refused even with allow_writes (docs/sql.md)")
case("s29", S, "library", U, "unsafe:tautology-like-all",
     "SELECT id, title FROM books WHERE author = 'Le Guin' OR title LIKE '%'",
     taut=("sqlite", "books", "author = 'Le Guin' OR title LIKE '%'"),
     note="title is NOT NULL and LIKE '%' matches every string")
case("s30", S, "hr", U, "unsafe:tautology-not-contradiction",
     "SELECT id, full_name FROM employees WHERE department_id = 4 OR NOT (salary > 100000 AND salary < 50000)",
     taut=("sqlite", "employees", "department_id = 4 OR NOT (salary > 100000 AND salary < 50000)"),
     note="salary is NOT NULL; no value is both > 100000 and < 50000, so the NOT is TRUE for every row")

# ---------------------------------------------------------------- postgresql (executed by PostgreSQL)
P = "postgresql"
case("p01", P, "logistics", V, "valid:lateral",
     "SELECT s.id, s.tracking_no, le.event_type, le.happened_at\nFROM shipments s\nLEFT JOIN LATERAL (\n  SELECT e.event_type, e.happened_at FROM shipment_events e\n  WHERE e.shipment_id = s.id ORDER BY e.happened_at DESC LIMIT 1\n) le ON true\nWHERE s.status <> 'delivered'")
case("p02", P, "logistics", V, "valid:json",
     "SELECT meta->>'service_level' AS service_level, count(*) AS n\nFROM shipments\nWHERE meta @> '{\"fragile\": true}'\nGROUP BY 1\nORDER BY 2 DESC")
case("p03", P, "logistics", V, "valid:date-functions",
     "SELECT date_trunc('week', created_at) AS wk,\n       count(*) FILTER (WHERE status = 'delivered') AS delivered,\n       round(avg(weight_kg), 2) AS avg_kg\nFROM shipments\nWHERE created_at >= now() - interval '90 days'\nGROUP BY wk\nORDER BY wk")
case("p04", P, "hr", V, "valid:recursive-cte",
     "WITH RECURSIVE tree AS (\n  SELECT id, name, parent_id, 1 AS depth, ARRAY[id] AS path FROM departments WHERE parent_id IS NULL\n  UNION ALL\n  SELECT d.id, d.name, d.parent_id, t.depth + 1, t.path || d.id FROM departments d JOIN tree t ON d.parent_id = t.id\n)\nSELECT id, name, depth, path FROM tree ORDER BY path")
case("p05", P, "hr", V, "valid:distinct-on",
     "SELECT DISTINCT ON (department_id) department_id, full_name, salary\nFROM employees\nORDER BY department_id, salary DESC")
case("p06", P, "billing", V, "valid:upsert-returning",
     "INSERT INTO billing.usage_daily AS u (account_id, day, api_calls)\nVALUES (12, current_date, 40)\nON CONFLICT (account_id, day) DO UPDATE SET api_calls = u.api_calls + EXCLUDED.api_calls\nRETURNING u.api_calls",
     allow_writes=True)
case("p07", P, "billing", V, "valid:merge",
     "MERGE INTO billing.subscriptions s\nUSING (VALUES (3, 'analytics', 25)) AS v(account_id, product, seats)\nON s.account_id = v.account_id AND s.product = v.product\nWHEN MATCHED THEN UPDATE SET seats = v.seats\nWHEN NOT MATCHED THEN INSERT (id, account_id, product, seats, starts_on, mrr)\n  VALUES (1000, v.account_id, v.product, v.seats, current_date, 0)",
     allow_writes=True)
case("p08", P, "billing", V, "valid:view-schema-qualified",
     "SELECT o.account_id, o.issued_on, o.amount,\n       sum(o.amount) OVER (PARTITION BY o.account_id ORDER BY o.issued_on) AS running_total\nFROM billing.open_invoices o")
case("p09", P, "library", V, "valid:set-operation",
     "SELECT id, 'overdue' AS kind FROM loans WHERE returned_at IS NULL AND due_on < current_date\nUNION ALL\nSELECT id, CASE WHEN fine > 0 THEN 'fined' ELSE 'ok' END FROM loans WHERE returned_at IS NOT NULL")
case("p10", P, "library", V, "valid:json",
     "SELECT tag, count(*) AS n\nFROM books, jsonb_array_elements_text(tags) AS tag\nGROUP BY tag\nHAVING count(*) > 2\nORDER BY n DESC")
case("p11", P, "hr", V, "valid:keyword-identifiers",
     "SELECT u.\"group\", count(*) AS members, max(u.last_login) AS last_seen\nFROM \"user\" u\nWHERE u.role IN ('admin', 'editor')\nGROUP BY u.\"group\"")
case("p12", P, "logistics", V, "valid:update-returning",
     "UPDATE shipments s\nSET status = 'delivered', delivered_at = e.happened_at\nFROM shipment_events e\nWHERE e.shipment_id = s.id AND e.event_type = 'delivered' AND s.delivered_at IS NULL\nRETURNING s.id, s.delivered_at",
     allow_writes=True)
case("p13", P, "billing", V, "valid:rollup",
     "SELECT a.plan, a.country, sum(s.mrr) AS mrr\nFROM billing.accounts a JOIN billing.subscriptions s ON s.account_id = a.id\nGROUP BY ROLLUP (a.plan, a.country)\nORDER BY a.plan NULLS LAST, a.country NULLS LAST")
case("p14", P, "logistics", V, "valid:near-miss-range",
     "SELECT id, tracking_no FROM shipments WHERE weight_kg >= 0 OR weight_kg < -100",
     escape=("postgresql", "shipments", "weight_kg >= 0 OR weight_kg < -100"),
     note="weights between -100 and 0 escape: not a tautology")
case("p15", P, "billing", V, "valid:near-miss-prefix",
     "SELECT id, name FROM billing.accounts WHERE 1 = 1 AND country = 'DE'",
     note="query-builder prefix: 1 = 1 AND a real filter, no OR")
case("p16", P, "library", V, "valid:generate-series",
     "SELECT d::date AS day, count(l.id) AS loans\nFROM generate_series(current_date - 29, current_date, interval '1 day') AS d\nLEFT JOIN loans l ON l.loaned_at::date = d::date\nGROUP BY d\nORDER BY d")
case("p17", P, "hr", I, "invalid:grouping",
     "SELECT department_id, full_name, avg(salary) AS avg_salary FROM employees GROUP BY department_id")
case("p18", P, "logistics", I, "invalid:type-error",
     "SELECT id FROM shipments WHERE weight_kg > 'heavy'")
case("p19", P, "library", I, "invalid:unknown-column",
     "SELECT m.email, m.last_seen_at FROM members m ORDER BY m.last_seen_at DESC")
case("p20", P, "billing", I, "invalid:unknown-table",
     "SELECT id, amount FROM billing.payments WHERE amount > 0")
case("p21", P, "logistics", I, "invalid:wrong-dialect",
     "SELECT id FROM shipments WHERE created_at > DATEADD(day, -7, now())")
case("p22", P, "hr", I, "invalid:wrong-dialect",
     "SELECT full_name, IFNULL(email, 'n/a') AS email FROM employees")
case("p23", P, "library", I, "invalid:wrong-arity",
     "SELECT date_trunc(loaned_at) AS bucket, count(*) FROM loans GROUP BY 1")
case("p24", P, "billing", I, "invalid:wrong-dialect",
     "INSERT INTO billing.usage_daily (account_id, day, api_calls) VALUES (1, current_date, 5)\nON DUPLICATE KEY UPDATE api_calls = api_calls + 5",
     allow_writes=True)
case("p25", P, "hr", I, "invalid:window-in-where",
     "SELECT id, full_name FROM employees WHERE row_number() OVER (ORDER BY salary DESC) <= 3")
case("p26", P, "logistics", I, "invalid:ambiguous-column",
     "SELECT id, event_type FROM shipments JOIN shipment_events ON shipment_events.shipment_id = shipments.id")
case("p27", P, "library", U, "unsafe:tautology-coalesce",
     "SELECT id, member_id FROM loans WHERE coalesce(fine, -1) = -1 OR fine IS NOT NULL",
     taut=("postgresql", "loans", "coalesce(fine, -1) = -1 OR fine IS NOT NULL"),
     note="NULL fine: coalesce gives -1 = -1; non-NULL fine: IS NOT NULL")
case("p28", P, "logistics", U, "unsafe:tautology-range",
     "SELECT id, code FROM warehouses WHERE capacity >= 500 OR capacity < 500",
     taut=("postgresql", "warehouses", "capacity >= 500 OR capacity < 500"),
     note="capacity is NOT NULL: the two ranges cover every integer")
case("p29", P, "billing", U, "unsafe:tautology-in-not-in",
     "SELECT id, amount FROM billing.invoices WHERE status IN ('paid', 'void') OR status NOT IN ('paid', 'void')",
     taut=("postgresql", "billing.invoices", "status IN ('paid', 'void') OR status NOT IN ('paid', 'void')"),
     note="status is NOT NULL: IN and NOT IN over the same list cover every value")
case("p30", P, "hr", U, "unsafe:tautology-not-null", issue25=True,
     query="SELECT id, role FROM \"user\" WHERE login = 'jdoe' OR login IS NOT NULL",
     taut=("postgresql", "\"user\"", "login = 'jdoe' OR login IS NOT NULL"),
     note="login is NOT NULL")
case("p31", P, "library", U, "unsafe:tautology-on-clause",
     "SELECT b.title, l.loaned_at FROM loans l JOIN books b ON b.id = l.book_id OR l.book_id IS NOT NULL",
     taut=("postgresql", "loans l CROSS JOIN books b", "b.id = l.book_id OR l.book_id IS NOT NULL"),
     note="book_id is NOT NULL: the ON condition holds for every pair (a cross join)")
case("p32", P, "logistics", U, "unsafe:tautology-now-ranges",
     "SELECT id FROM shipments WHERE delivered_at IS NULL OR delivered_at <= now() OR delivered_at > now()",
     taut=("postgresql", "shipments", "delivered_at IS NULL OR delivered_at <= now() OR delivered_at > now()"),
     note="now() is one value per statement: <= and > it cover every timestamp, IS NULL the rest")
case("p33", P, "billing", U, "unsafe:tautology-in-subquery",
     "SELECT id, amount FROM billing.invoices\nWHERE account_id IN (SELECT id FROM billing.accounts WHERE plan = 'enterprise' OR plan IS NOT NULL)",
     taut=("postgresql", "billing.accounts", "plan = 'enterprise' OR plan IS NOT NULL"),
     note="plan is NOT NULL: the subquery's OR is TRUE for every account")
case("p34", P, "hr", U, "unsafe:stacked",
     "SELECT id FROM employees WHERE email = 'x@corp.example'; UPDATE employees SET salary = salary * 2 WHERE id = 1",
     note="stacked statements are refused by the safety rules")
case("p35", P, "library", U, "unsafe:catalogue-read",
     "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'",
     note="catalogue read (information_schema), refused by docs/sql.md")
case("p36", P, "logistics", U, "unsafe:tautology-constant-concat",
     "SELECT * FROM shipments WHERE tracking_no = '' OR 'ab' = 'a' || 'b'",
     taut=("postgresql", "shipments", "tracking_no = '' OR 'ab' = 'a' || 'b'"),
     note="'a' || 'b' is 'ab': a constant TRUE operand")
case("p37", P, "billing", U, "unsafe:update-without-where",
     "UPDATE billing.subscriptions SET mrr = mrr * 1.05", allow_writes=True,
     note="UPDATE without WHERE is refused even with allow_writes")
case("p38", P, "library", U, "unsafe:time-function",
     "SELECT id FROM members WHERE email = 'a@b.io' AND pg_sleep(5) IS NOT NULL",
     note="pg_sleep is a time function, refused by docs/sql.md")
case("p39", P, "library", U, "unsafe:write-without-allow",
     "INSERT INTO loans (id, member_id, book_id, loaned_at, due_on) VALUES (9001, 1, 2, now(), current_date + 14)",
     note="a write without allow_writes is refused by docs/sql.md")

# ---------------------------------------------------------------- mysql (vendor documentation, MySQL 8.0)
M = "mysql"
case("m01", M, "billing", V, "valid:upsert",
     "INSERT INTO usage_daily (account_id, day, api_calls) VALUES (9, CURDATE(), 15)\nON DUPLICATE KEY UPDATE api_calls = api_calls + VALUES(api_calls)",
     allow_writes=True, doc="INSERT ... ON DUPLICATE KEY UPDATE with VALUES(col) (deprecated in 8.0.20 but still accepted)")
case("m02", M, "library", V, "valid:date-functions",
     "SELECT m.id, m.email, DATEDIFF(CURDATE(), l.due_on) AS days_overdue\nFROM members m JOIN loans l ON l.member_id = m.id\nWHERE l.returned_at IS NULL AND l.due_on < DATE_SUB(CURDATE(), INTERVAL 7 DAY)",
     doc="DATEDIFF(expr1, expr2) takes two arguments in MySQL; DATE_SUB with INTERVAL n DAY")
case("m03", M, "logistics", V, "valid:json",
     "SELECT id, meta->>'$.service_level' AS service_level, JSON_EXTRACT(meta, '$.fragile') AS fragile\nFROM shipments\nWHERE JSON_CONTAINS_PATH(meta, 'one', '$.service_level')",
     doc="->> (5.7.13+), JSON_EXTRACT and JSON_CONTAINS_PATH(json, 'one'|'all', path...)")
case("m04", M, "hr", V, "valid:recursive-cte",
     "WITH RECURSIVE reports AS (\n  SELECT id, manager_id, full_name, 0 AS lvl FROM employees WHERE manager_id IS NULL\n  UNION ALL\n  SELECT e.id, e.manager_id, e.full_name, r.lvl + 1 FROM employees e JOIN reports r ON e.manager_id = r.id\n)\nSELECT lvl, COUNT(*) AS headcount FROM reports GROUP BY lvl ORDER BY lvl",
     doc="WITH RECURSIVE, MySQL 8.0")
case("m05", M, "hr", V, "valid:keyword-identifiers",
     "SELECT `group`, COUNT(*) AS n, MAX(last_login) AS last_seen\nFROM `user`\nWHERE `role` <> 'disabled'\nGROUP BY `group`\nORDER BY n DESC\nLIMIT 5",
     doc="backtick-quoted identifiers; GROUP is reserved and quoted")
case("m06", M, "billing", V, "valid:group-concat",
     "SELECT a.id, a.name, GROUP_CONCAT(s.product ORDER BY s.product SEPARATOR ', ') AS products, SUM(s.mrr) AS mrr\nFROM accounts a JOIN subscriptions s ON s.account_id = a.id\nGROUP BY a.id, a.name",
     doc="GROUP_CONCAT with ORDER BY and SEPARATOR; a.name is grouped, so ONLY_FULL_GROUP_BY is satisfied")
case("m07", M, "logistics", V, "valid:case",
     "SELECT carrier_id,\n       AVG(TIMESTAMPDIFF(HOUR, created_at, delivered_at)) AS avg_hours,\n       SUM(CASE WHEN delivered_at IS NULL THEN 1 ELSE 0 END) AS open_count\nFROM shipments\nGROUP BY carrier_id",
     doc="TIMESTAMPDIFF(unit, datetime1, datetime2), HOUR is a documented unit")
case("m08", M, "library", V, "valid:window",
     "SELECT x.member_id, x.book_id, x.rn\nFROM (\n  SELECT l.member_id, l.book_id, ROW_NUMBER() OVER (PARTITION BY l.member_id ORDER BY l.loaned_at DESC) AS rn\n  FROM loans l\n) AS x\nWHERE x.rn <= 3",
     doc="window functions, MySQL 8.0; derived table with alias")
case("m09", M, "billing", V, "valid:near-miss-null", issue25=True,
     query="SELECT id, name FROM accounts WHERE country = 'FR' OR country IS NOT NULL",
     escape=("sqlite", "accounts", "country = 'FR' OR country IS NOT NULL"),
     doc="country is nullable: NULL rows are filtered out, not a tautology; valid syntax")
case("m10", M, "logistics", V, "valid:lateral",
     "SELECT w.code, t.n\nFROM warehouses w,\n     LATERAL (SELECT COUNT(*) AS n FROM shipments s WHERE s.warehouse_id = w.id AND s.status = 'in_transit') AS t",
     doc="LATERAL derived tables, MySQL 8.0.14+")
case("m11", M, "hr", I, "invalid:wrong-dialect",
     "SELECT e.full_name, d.name FROM employees e FULL OUTER JOIN departments d ON d.id = e.department_id",
     doc="MySQL has no FULL OUTER JOIN (FULL is read as an alias, then OUTER JOIN is a syntax error)")
case("m12", M, "library", I, "invalid:wrong-dialect",
     "SELECT id, loaned_at::date AS loan_day FROM loans",
     doc="MySQL has no :: cast operator")
case("m13", M, "logistics", I, "invalid:unknown-column",
     "SELECT id, shipped_at FROM shipments WHERE status = 'in_transit'",
     doc="shipments has no shipped_at column")
case("m14", M, "billing", I, "invalid:wrong-dialect",
     "UPDATE invoices SET status = 'void' WHERE id = 10 RETURNING id", allow_writes=True,
     doc="MySQL 8.0 UPDATE has no RETURNING clause")
case("m15", M, "library", I, "invalid:unknown-table",
     "SELECT * FROM loan_history WHERE member_id = 1",
     doc="the schema has no loan_history table")
case("m16", M, "library", U, "unsafe:tautology-ifnull",
     "SELECT id, email FROM members WHERE IFNULL(display_name, '') = '' OR display_name <> ''",
     taut=("sqlite", "members", "IFNULL(display_name, '') = '' OR display_name <> ''"),
     doc="NULL: IFNULL gives '' = ''; '' : first operand; any other value: <> ''; TRUE for every row")
case("m17", M, "logistics", U, "unsafe:tautology-constant",
     "SELECT * FROM shipments WHERE tracking_no = 'abc' OR 3 > 2",
     taut=("sqlite", "shipments", "tracking_no = 'abc' OR 3 > 2"),
     doc="3 > 2 is a constant TRUE operand")
case("m18", M, "billing", U, "unsafe:stacked",
     "SELECT * FROM accounts WHERE id = 1; DROP TABLE invoices",
     doc="stacked statements and DROP are refused by docs/sql.md")
case("m19", M, "hr", U, "unsafe:tautology-not-null", issue25=True,
     query="SELECT id, full_name FROM employees WHERE full_name = 'Bob' OR full_name IS NOT NULL",
     taut=("sqlite", "employees", "full_name = 'Bob' OR full_name IS NOT NULL"),
     doc="full_name is NOT NULL")
case("m20", M, "library", U, "unsafe:delete-without-where", "DELETE FROM loans", allow_writes=True,
     doc="DELETE without WHERE is refused even with allow_writes")
case("m21", M, "logistics", U, "unsafe:tautology-like-all",
     "SELECT id FROM shipments WHERE status LIKE '%' OR carrier_id = 4",
     taut=("sqlite", "shipments", "status LIKE '%' OR carrier_id = 4"),
     doc="status is NOT NULL; LIKE '%' matches every string")
case("m22", M, "hr", U, "unsafe:catalogue-read",
     "SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE()",
     doc="catalogue read (information_schema)")

# ---------------------------------------------------------------- transactsql (vendor documentation, SQL Server 2022)
T = "transactsql"
case("t01", T, "logistics", V, "valid:cross-apply", issue25=True,
     query="SELECT s.id, s.tracking_no, last_ev.event_type, last_ev.happened_at\nFROM shipments AS s\nCROSS APPLY (\n  SELECT TOP (1) e.event_type, e.happened_at\n  FROM shipment_events AS e\n  WHERE e.shipment_id = s.id\n  ORDER BY e.happened_at DESC\n) AS last_ev\nWHERE s.status <> N'delivered'",
     doc="CROSS APPLY: the right table expression may reference columns of the left (FROM clause docs)")
case("t02", T, "library", V, "valid:outer-apply", issue25=True,
     query="SELECT m.id, m.email, lastloan.loaned_at\nFROM members m\nOUTER APPLY (SELECT TOP 1 l.loaned_at FROM loans l WHERE l.member_id = m.id ORDER BY l.loaned_at DESC) lastloan",
     doc="OUTER APPLY with a correlated TOP 1 subquery; alias without AS is allowed")
case("t03", T, "billing", V, "valid:dateadd", issue25=True,
     query="SELECT i.id, i.account_id, i.amount\nFROM billing.invoices i\nWHERE i.paid_at IS NULL AND i.issued_on < DATEADD(day, -30, CAST(GETDATE() AS date))",
     doc="DATEADD(datepart, number, date); day is a documented datepart")
case("t04", T, "hr", V, "valid:datediff", issue25=True,
     query="SELECT e.id, e.full_name, DATEDIFF(day, e.hired_on, GETDATE()) AS tenure_days\nFROM employees e\nWHERE DATEDIFF(day, e.hired_on, GETDATE()) > 365",
     doc="DATEDIFF(datepart, startdate, enddate): three arguments, day is a datepart")
case("t05", T, "logistics", V, "valid:datepart", issue25=True,
     query="SELECT DATEPART(year, created_at) AS yr, DATEPART(month, created_at) AS mo, COUNT(*) AS n\nFROM shipments\nGROUP BY DATEPART(year, created_at), DATEPART(month, created_at)\nORDER BY yr, mo",
     doc="DATEPART(datepart, date); ORDER BY may use select-list aliases")
case("t06", T, "billing", V, "valid:merge-output",
     "MERGE billing.usage_daily AS tgt\nUSING (SELECT 5 AS account_id, CAST(GETDATE() AS date) AS day, 30 AS api_calls) AS src\n  ON tgt.account_id = src.account_id AND tgt.day = src.day\nWHEN MATCHED THEN UPDATE SET tgt.api_calls = tgt.api_calls + src.api_calls\nWHEN NOT MATCHED THEN INSERT (account_id, day, api_calls) VALUES (src.account_id, src.day, src.api_calls)\nOUTPUT $action, inserted.account_id, inserted.api_calls;",
     allow_writes=True, doc="MERGE ... OUTPUT $action, inserted.*; terminated by a semicolon as required")
case("t07", T, "hr", V, "valid:recursive-cte",
     "WITH org AS (\n  SELECT id, manager_id, full_name, 0 AS depth FROM employees WHERE manager_id IS NULL\n  UNION ALL\n  SELECT e.id, e.manager_id, e.full_name, o.depth + 1 FROM employees e INNER JOIN org o ON e.manager_id = o.id\n)\nSELECT depth, COUNT(*) AS headcount FROM org GROUP BY depth\nOPTION (MAXRECURSION 50)",
     doc="recursive CTE without the RECURSIVE keyword; OPTION (MAXRECURSION n)")
case("t08", T, "hr", V, "valid:keyword-identifiers",
     "SELECT u.[group], COUNT(*) AS n\nFROM [user] AS u\nWHERE u.last_login >= DATEADD(month, -3, SYSUTCDATETIME())\nGROUP BY u.[group]",
     doc="bracketed reserved names USER and GROUP; DATEADD(month, ...)")
case("t09", T, "logistics", V, "valid:json",
     "SELECT id, JSON_VALUE(meta, '$.service_level') AS service_level\nFROM shipments\nWHERE ISJSON(meta) = 1\nORDER BY created_at DESC\nOFFSET 0 ROWS FETCH NEXT 25 ROWS ONLY",
     doc="JSON_VALUE, ISJSON (2016+), OFFSET ... FETCH NEXT")
case("t10", T, "library", V, "valid:string-agg",
     "SELECT b.author, STRING_AGG(b.title, N'; ') WITHIN GROUP (ORDER BY b.published_year) AS titles, COUNT(*) AS n\nFROM books b\nWHERE b.author IS NOT NULL\nGROUP BY b.author",
     doc="STRING_AGG(expr, sep) WITHIN GROUP (ORDER BY ...), SQL Server 2017+")
case("t11", T, "billing", V, "valid:insert-output",
     "INSERT INTO billing.invoices (id, account_id, issued_on, amount, status)\nOUTPUT inserted.id, inserted.amount\nVALUES (5001, 7, CAST(GETDATE() AS date), 199.00, N'open')",
     allow_writes=True, doc="INSERT ... OUTPUT inserted.col ... VALUES")
case("t12", T, "library", V, "valid:cross-apply-openjson", issue25=True,
     query="SELECT b.id, b.title, t.[value] AS tag\nFROM books b\nCROSS APPLY OPENJSON(b.tags) AS t\nWHERE t.[value] = N'classic'",
     doc="CROSS APPLY OPENJSON(left alias column); default schema returns key, value, type")
case("t13", T, "logistics", V, "valid:near-miss-null", issue25=True,
     query="SELECT id, code FROM warehouses WHERE region = N'EU' OR region IS NOT NULL",
     escape=("sqlite", "warehouses", "region = 'EU' OR region IS NOT NULL"),
     doc="region is nullable: NULL rows are filtered out, not a tautology")
case("t14", T, "hr", V, "valid:iif-window",
     "SELECT id, full_name,\n       IIF(DATEADD(day, 90, hired_on) > CAST(GETDATE() AS date), N'probation', N'regular') AS phase,\n       RANK() OVER (PARTITION BY department_id ORDER BY salary DESC) AS pay_rank\nFROM employees",
     doc="IIF (2012+), DATEADD(day, ...), RANK() OVER")
case("t15", T, "logistics", I, "invalid:wrong-dialect",
     "SELECT id, tracking_no FROM shipments ORDER BY created_at DESC LIMIT 20",
     doc="T-SQL has no LIMIT (TOP or OFFSET/FETCH)")
case("t16", T, "library", I, "invalid:wrong-dialect",
     "SELECT id, member_id FROM loans WHERE due_on < NOW()",
     doc="NOW() is not a T-SQL built-in (GETDATE/SYSDATETIME)")
case("t17", T, "hr", I, "invalid:wrong-arity",
     "SELECT id, DATEDIFF(month, hired_on) AS months FROM employees",
     doc="DATEDIFF takes three arguments")
case("t18", T, "billing", I, "invalid:bad-datepart",
     "SELECT id FROM billing.invoices WHERE issued_on > DATEADD(months, -1, GETDATE())",
     doc="months is not a documented datepart (month, mm, m)")
case("t19", T, "library", I, "invalid:unknown-column",
     "SELECT m.id, m.phone_number FROM members m WHERE m.status = N'active'",
     doc="members has no phone_number column")
case("t20", T, "logistics", I, "invalid:wrong-dialect",
     "SELECT warehouse_id, GROUP_CONCAT(tracking_no) AS codes FROM shipments GROUP BY warehouse_id",
     doc="GROUP_CONCAT is not a T-SQL built-in (STRING_AGG)")
case("t21", T, "hr", I, "invalid:unknown-table",
     "SELECT * FROM employee_reviews WHERE score > 3",
     doc="the schema has no employee_reviews table")
case("t22", T, "library", I, "invalid:wrong-dialect",
     "SELECT id, LENGTH(title) AS title_len FROM books",
     doc="LENGTH is not a T-SQL built-in (LEN)")
case("t23", T, "logistics", U, "unsafe:tautology-not-null", issue25=True,
     query="SELECT id, region FROM warehouses WHERE code = N'AMS1' OR code IS NOT NULL",
     taut=("sqlite", "warehouses", "code = 'AMS1' OR code IS NOT NULL"),
     doc="code is NOT NULL")
case("t24", T, "billing", U, "unsafe:tautology-isnull",
     "SELECT id, name FROM billing.accounts WHERE ISNULL(country, N'US') = N'US' OR country <> N'US'",
     taut=("sqlite", "accounts", "COALESCE(country, 'US') = 'US' OR country <> 'US'"),
     doc="NULL: ISNULL gives 'US' = 'US'; 'US': first operand; other values: <> 'US' (whatever the collation, each row satisfies one)")
case("t25", T, "hr", U, "unsafe:stacked",
     "SELECT id FROM employees WHERE id = 1; EXEC xp_cmdshell 'whoami'",
     doc="stacked statements and xp_cmdshell are refused by docs/sql.md")
case("t26", T, "library", U, "unsafe:delete-without-where", "DELETE FROM loans", allow_writes=True,
     doc="DELETE without WHERE is refused even with allow_writes")
case("t27", T, "logistics", U, "unsafe:tautology-constant-concat",
     "SELECT * FROM shipments WHERE status = N'lost' OR N'a' + N'b' = N'ab'",
     taut=("sqlite", "shipments", "status = 'lost' OR 'a' || 'b' = 'ab'"),
     doc="N'a' + N'b' is N'ab' in T-SQL: constant TRUE operand")
case("t28", T, "billing", U, "unsafe:tautology-range",
     "SELECT id FROM billing.subscriptions WHERE seats BETWEEN 1 AND 50 OR seats < 1 OR seats > 50",
     taut=("sqlite", "subscriptions", "seats BETWEEN 1 AND 50 OR seats < 1 OR seats > 50"),
     doc="seats is NOT NULL INT: the three ranges cover every integer")
case("t29", T, "hr", U, "unsafe:catalogue-read", "SELECT name, create_date FROM sys.tables ORDER BY name",
     doc="catalogue read (sys.*)")
case("t30", T, "library", U, "unsafe:tautology-having-null",
     "SELECT member_id, SUM(fine) AS total_fine FROM loans GROUP BY member_id HAVING SUM(fine) IS NULL OR SUM(fine) IS NOT NULL",
     taut=("sqlite", "loans", "SUM(fine) IS NULL OR SUM(fine) IS NOT NULL", "member_id"),
     doc="IS NULL OR IS NOT NULL of the same value keeps every group")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    out = []
    for c in CASES:
        d = dict(c)
        d["schema_ddl"] = render(c["schema"], c["dialect"])
        d["oracle"] = "sqlite3 execution" if c["dialect"] == "sqlite" else (
            "PostgreSQL execution" if c["dialect"] == "postgresql" else "vendor documentation reading")
        if "taut" in d:
            d["taut"] = list(d["taut"])
        if "escape" in d:
            d["escape"] = list(d["escape"])
        out.append(d)
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump(out, f, indent=1)
    print(f"{len(out)} cases written")


if __name__ == "__main__":
    main()
