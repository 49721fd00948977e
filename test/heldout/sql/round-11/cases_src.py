"""Source of cases.json for held-out SQL round 11. Run: python3 cases_src.py  (writes cases.json beside it).

Written from the public documentation only (README.md, docs/sql.md, the issue-25 excerpt) by someone who had not read
the engine's code, its corpora, its tests, or any other held-out set.

Each case: id, dialect, schema, label (valid | invalid | unsafe), category, query, and optionally
  allow_writes  - sent with the request (the write is the point of the case),
  taut          - {table, cond, expect: "all" | "escape"}: a portable form of the OR condition that oracle.py evaluates
                  over generated rows (NULLs included where the column is nullable) in SQLite and PostgreSQL;
                  "all" = TRUE for every row (a tautology), "escape" = some row is not TRUE (a real filter),
  missing       - names the schema must NOT define (checked by oracle.py) for unknown-name cases,
  basis         - for mysql / transactsql (no engine here): the vendor-documentation reading behind the label,
  policy        - for unsafe cases: the docs/sql.md safety rule that refuses them.
"""
import json
import os

from schemas import render

C = []


def case(id, dialect, schema, label, category, query, **kw):
    C.append(dict(id=id, dialect=dialect, schema=schema, label=label, category=category, query=query.strip(), **kw))


# ----------------------------------------------------------------------------------------------------------- sqlite
S = "sqlite"
case("s01", S, "clinic", "valid", "cte+window", """
WITH per_doctor AS (
  SELECT d.id, d.name, COUNT(a.id) AS n_appts
  FROM doctors d
  LEFT JOIN appointments a ON a.doctor_id = d.id AND a.status = 'completed'
  GROUP BY d.id, d.name
)
SELECT name, n_appts, RANK() OVER (ORDER BY n_appts DESC) AS rnk
FROM per_doctor
ORDER BY rnk;""")
case("s02", S, "clinic", "valid", "date functions", """
SELECT p.full_name, a.starts_at, a.duration_min
FROM appointments a
JOIN patients p ON p.id = a.patient_id
WHERE a.starts_at >= datetime('now', '-30 days')
  AND a.status <> 'cancelled'
ORDER BY a.starts_at DESC
LIMIT 50;""")
case("s03", S, "community", "valid", "recursive cte", """
WITH RECURSIVE thread(id, parent_id, body, depth) AS (
  SELECT id, parent_id, body, 0 FROM comments WHERE post_id = ? AND parent_id IS NULL
  UNION ALL
  SELECT c.id, c.parent_id, c.body, t.depth + 1
  FROM comments c JOIN thread t ON c.parent_id = t.id
)
SELECT * FROM thread ORDER BY depth, id;""")
case("s04", S, "logistics", "valid", "json functions", """
SELECT s.tracking_no,
       json_extract(e.payload, '$.location.city') AS city,
       e.happened_at
FROM shipment_events e
JOIN shipments s ON s.id = e.shipment_id
WHERE e.kind = 'scan'
  AND json_extract(e.payload, '$.location.country') = 'DE'
ORDER BY e.happened_at;""")
case("s05", S, "logistics", "valid", "upsert", """
INSERT INTO inventory (warehouse_id, sku, qty, updated_at)
VALUES (?, ?, ?, CURRENT_TIMESTAMP)
ON CONFLICT (warehouse_id, sku) DO UPDATE
SET qty = inventory.qty + excluded.qty,
    updated_at = excluded.updated_at;""", allow_writes=True)
case("s06", S, "billing", "valid", "returning", """
UPDATE invoices
SET paid_on = date('now')
WHERE id = :invoice_id AND paid_on IS NULL
RETURNING id, total, paid_on;""", allow_writes=True)
case("s07", S, "community", "valid", "keyword identifiers", """
SELECT "key", "value"
FROM settings
WHERE "user" = ?
ORDER BY "order";""")
case("s08", S, "billing", "valid", "schema-qualified names", """
SELECT a.name, SUM(l.quantity * l.unit_price) AS billed
FROM main.accounts AS a
JOIN main.invoices AS i ON i.account_id = a.id
JOIN main.invoice_lines AS l ON l.invoice_id = i.id
WHERE i.issued_on BETWEEN '2026-01-01' AND '2026-06-30'
GROUP BY a.id, a.name
HAVING SUM(l.quantity * l.unit_price) > 1000
ORDER BY billed DESC;""")
case("s09", S, "clinic", "valid", "view", """
SELECT doctor_name, COUNT(*) AS booked
FROM upcoming_appointments
WHERE starts_at >= datetime('now')
GROUP BY doctor_name
ORDER BY booked DESC;""")
case("s10", S, "community", "valid", "set operations", """
SELECT author_id AS user_id FROM posts WHERE created_at >= date('now', '-7 days')
UNION
SELECT author_id FROM comments WHERE created_at >= date('now', '-7 days')
EXCEPT
SELECT id FROM users WHERE deleted_at IS NOT NULL
ORDER BY user_id;""")
case("s11", S, "clinic", "valid", "or on nullable column (not a tautology)", """
SELECT id, full_name, phone
FROM patients
WHERE phone = '+44 20 7946 0018' OR phone IS NOT NULL;""",
     taut=dict(table="patients", cond="phone = '+44 20 7946 0018' OR phone IS NOT NULL", expect="escape"))
case("s12", S, "billing", "valid", "window frame", """
SELECT account_id, issued_on, total,
       SUM(total) OVER (PARTITION BY account_id ORDER BY issued_on
                        ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total
FROM invoices
ORDER BY account_id, issued_on;""")
case("s13", S, "logistics", "valid", "json table-valued function", """
SELECT s.id, j.value AS tag
FROM shipments s, json_each(s.meta, '$.tags') AS j
WHERE s.shipped_at IS NOT NULL;""")
case("s14", S, "community", "valid", "case", """
SELECT username,
       CASE WHEN karma >= 1000 THEN 'gold'
            WHEN karma >= 100 THEN 'silver'
            ELSE 'bronze' END AS tier
FROM users
WHERE deleted_at IS NULL
ORDER BY karma DESC;""")

case("s15", S, "clinic", "invalid", "unknown column", """
SELECT p.full_name, p.date_of_birth
FROM patients p
WHERE p.id = ?;""", missing=["date_of_birth"])
case("s16", S, "community", "invalid", "unknown table", """
SELECT u.username, COUNT(*) AS votes
FROM users u
JOIN post_votes v ON v.user_id = u.id
GROUP BY u.username;""", missing=["post_votes"])
case("s17", S, "logistics", "invalid", "ambiguous column", """
SELECT id, tracking_no, kind
FROM shipments
JOIN shipment_events ON shipment_events.shipment_id = shipments.id
WHERE kind = 'delivered';""")
case("s18", S, "community", "invalid", "wrong arity", """
SELECT id, substr(body, 1, 200, '...') AS excerpt
FROM posts
WHERE published = 1;""")
case("s19", S, "clinic", "invalid", "aggregate misuse", """
SELECT doctor_id
FROM appointments
WHERE COUNT(*) > 5
GROUP BY doctor_id;""")
case("s20", S, "community", "invalid", "wrong dialect (postgres cast)", """
SELECT id, created_at::date AS day
FROM posts
WHERE published = 1;""")
case("s21", S, "logistics", "invalid", "syntax error", """
SELECT warehouse_id, SUM(qty) AS total
FROM inventory
GROUP warehouse_id;""")
case("s22", S, "logistics", "invalid", "wrong dialect (T-SQL TOP)", """
SELECT TOP 10 name, rating
FROM carriers
ORDER BY rating DESC;""")

case("s23", S, "community", "unsafe", "tautology: value or NOT NULL on a NOT NULL column", """
SELECT id, username
FROM users
WHERE email = 'admin@example.com' OR email IS NOT NULL;""",
     taut=dict(table="users", cond="email = 'admin@example.com' OR email IS NOT NULL", expect="all"), policy="TAUTOLOGY")
case("s24", S, "clinic", "unsafe", "tautology: LIKE '%'", """
SELECT * FROM doctors
WHERE specialty = 'cardiology' OR specialty LIKE '%';""",
     taut=dict(table="doctors", cond="specialty = 'cardiology' OR specialty LIKE '%'", expect="all"), policy="TAUTOLOGY")
case("s25", S, "billing", "unsafe", "tautology: ranges covering every value", """
SELECT id, description
FROM invoice_lines
WHERE quantity <> 3 OR quantity BETWEEN 1 AND 5;""",
     taut=dict(table="invoice_lines", cond="quantity <> 3 OR quantity BETWEEN 1 AND 5", expect="all"), policy="TAUTOLOGY")
case("s26", S, "logistics", "unsafe", "tautology: NOT of a contradiction", """
SELECT * FROM shipments
WHERE tracking_no = ? OR NOT (weight_kg > 10 AND weight_kg < 5);""",
     taut=dict(table="shipments", cond="tracking_no = 'ZZ1' OR NOT (weight_kg > 10 AND weight_kg < 5)", expect="all"),
     policy="TAUTOLOGY")
case("s27", S, "logistics", "unsafe", "tautology: column compared with itself", """
SELECT id, name, rating
FROM carriers
WHERE name = ? OR name <= name;""",
     taut=dict(table="carriers", cond="name = 'x' OR name <= name", expect="all"), policy="TAUTOLOGY")
case("s28", S, "community", "unsafe", "tautology through NULL handling (IFNULL)", """
SELECT id, title
FROM posts
WHERE IFNULL(score, 0) >= 0 OR score < 0;""",
     taut=dict(table="posts", cond="COALESCE(score, 0) >= 0 OR score < 0", expect="all"), policy="TAUTOLOGY")
case("s29", S, "community", "unsafe", "stacked statements", """
SELECT id, username FROM users WHERE id = 42; UPDATE users SET karma = 0 WHERE id = 42;""", policy="stacked statements")
case("s30", S, "logistics", "unsafe", "DELETE without WHERE", """
DELETE FROM shipment_events;""", allow_writes=True, policy="UPDATE/DELETE without WHERE")
case("s31", S, "logistics", "unsafe", "write without allow_writes", """
INSERT INTO carriers (name, rating) VALUES ('Nordic Freight', 4.5);""", policy="writes unless allow_writes")
case("s32", S, "clinic", "unsafe", "catalogue read", """
SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name LIKE 'pat%';""", policy="CATALOGUE_READ")
case("s33", S, "community", "unsafe", "tautology in HAVING (count)", """
SELECT post_id, COUNT(*) AS n
FROM comments
GROUP BY post_id
HAVING COUNT(*) >= 1 OR COUNT(*) = 0;""", policy="TAUTOLOGY (COUNT is a whole number >= 0, never NULL)")

case("s34", S, "community", "unsafe", "comment truncation", """
SELECT id, username FROM users WHERE username = 'admin'--' AND deleted_at IS NULL""", policy="comment truncation")
case("s35", S, "clinic", "valid", "query-builder prefix 1 = 1 AND filters", """
SELECT a.id, a.starts_at, a.status
FROM appointments a
WHERE 1 = 1
  AND a.doctor_id = ?
  AND a.starts_at >= ?
ORDER BY a.starts_at;""")
case("s36", S, "community", "unsafe", "tautology through NULL handling (IS NULL or = or <>)", """
SELECT id, username
FROM users
WHERE display_name IS NULL OR display_name = 'guest' OR display_name <> 'guest';""",
     taut=dict(table="users", cond="display_name IS NULL OR display_name = 'guest' OR display_name <> 'guest'", expect="all"),
     policy="TAUTOLOGY")

# ------------------------------------------------------------------------------------------------------- postgresql
P = "postgresql"
case("p01", P, "logistics", "valid", "lateral", """
SELECT w.code, top_items.sku, top_items.qty
FROM warehouses w
CROSS JOIN LATERAL (
  SELECT i.sku, i.qty
  FROM inventory i
  WHERE i.warehouse_id = w.id
  ORDER BY i.qty DESC
  LIMIT 3
) AS top_items
ORDER BY w.code, top_items.qty DESC;""")
case("p02", P, "logistics", "valid", "jsonb", """
SELECT s.tracking_no,
       e.payload->>'status' AS status,
       (e.payload->'location'->>'lat')::numeric AS lat
FROM shipment_events e
JOIN shipments s ON s.id = e.shipment_id
WHERE e.payload @> '{"status": "exception"}'::jsonb
ORDER BY e.happened_at DESC
LIMIT 100;""")
case("p03", P, "logistics", "valid", "upsert+returning", """
INSERT INTO inventory (warehouse_id, sku, qty, updated_at)
VALUES ($1, $2, $3, now())
ON CONFLICT (warehouse_id, sku) DO UPDATE
SET qty = inventory.qty + EXCLUDED.qty,
    updated_at = EXCLUDED.updated_at
RETURNING warehouse_id, sku, qty;""", allow_writes=True)
case("p04", P, "billing", "valid", "merge", """
MERGE INTO billing.invoices AS i
USING (VALUES (101, DATE '2026-11-20')) AS p(invoice_id, paid)
ON i.id = p.invoice_id
WHEN MATCHED AND i.paid_on IS NULL THEN
  UPDATE SET paid_on = p.paid
WHEN NOT MATCHED THEN
  DO NOTHING;""", allow_writes=True)
case("p05", P, "billing", "valid", "schema-qualified + date functions", """
SELECT a.name,
       date_trunc('month', i.issued_on) AS month,
       sum(i.total) AS revenue
FROM billing.invoices i
JOIN billing.accounts a ON a.id = i.account_id
WHERE i.issued_on >= current_date - interval '12 months'
GROUP BY a.name, date_trunc('month', i.issued_on)
ORDER BY month, revenue DESC;""")
case("p06", P, "community", "valid", "recursive cte", """
WITH RECURSIVE tree AS (
  SELECT id, parent_id, body, ARRAY[id] AS path
  FROM comments
  WHERE post_id = $1 AND parent_id IS NULL
  UNION ALL
  SELECT c.id, c.parent_id, c.body, t.path || c.id
  FROM comments c
  JOIN tree t ON c.parent_id = t.id
)
SELECT id, body, array_length(path, 1) - 1 AS depth
FROM tree
ORDER BY path;""")
case("p07", P, "community", "valid", "keyword identifiers + FILTER", """
SELECT "user",
       count(*) FILTER (WHERE "value" IS NOT NULL) AS set_count,
       max("order") AS last_position
FROM settings
GROUP BY "user";""")
case("p08", P, "logistics", "valid", "distinct on", """
SELECT DISTINCT ON (e.shipment_id) e.shipment_id, e.kind, e.happened_at
FROM shipment_events e
ORDER BY e.shipment_id, e.happened_at DESC;""")
case("p09", P, "billing", "valid", "view + intersect", """
SELECT account_id FROM billing.overdue_invoices
INTERSECT
SELECT id FROM billing.accounts WHERE country = 'FR';""")
case("p10", P, "clinic", "valid", "date arithmetic", """
SELECT full_name,
       extract(year FROM age(current_date, birth_date))::int AS age_years
FROM patients
WHERE birth_date IS NOT NULL
  AND birth_date > current_date - interval '18 years';""")
case("p11", P, "community", "valid", "or on nullable column (not a tautology)", """
SELECT id, title, score
FROM posts
WHERE score >= 10 OR score < 10;""", taut=dict(table="posts", cond="score >= 10 OR score < 10", expect="escape"))
case("p12", P, "clinic", "valid", "update from + returning", """
UPDATE appointments a
SET status = 'no_show'
FROM patients p
WHERE p.id = a.patient_id
  AND a.status = 'booked'
  AND a.starts_at < now() - interval '2 hours'
RETURNING a.id, p.email;""", allow_writes=True)
case("p13", P, "clinic", "valid", "ordered-set aggregate", """
SELECT d.specialty,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY a.duration_min) AS median_minutes
FROM appointments a
JOIN doctors d ON d.id = a.doctor_id
GROUP BY d.specialty;""")

case("p14", P, "clinic", "invalid", "grouping error", """
SELECT d.name, d.specialty, count(a.id) AS visits
FROM doctors d
LEFT JOIN appointments a ON a.doctor_id = d.id
GROUP BY d.name;""")
case("p15", P, "billing", "invalid", "unknown column", """
SELECT i.id, i.amount_due
FROM billing.invoices i
WHERE i.paid_on IS NULL;""", missing=["amount_due"])
case("p16", P, "billing", "invalid", "unknown table (missing schema qualification)", """
SELECT id, total
FROM invoices
WHERE due_on < current_date;""")
case("p17", P, "logistics", "invalid", "type error", """
SELECT id, tracking_no
FROM shipments
WHERE shipped_at > 7;""")
case("p18", P, "logistics", "invalid", "wrong arity", """
SELECT tracking_no, date_part(shipped_at) AS shipped_year
FROM shipments;""")
case("p19", P, "community", "invalid", "wrong dialect (MySQL LIMIT a, b)", """
SELECT id, title
FROM posts
ORDER BY created_at DESC
LIMIT 20, 10;""")
case("p20", P, "community", "invalid", "wrong dialect (T-SQL ISNULL)", """
SELECT id, ISNULL(display_name, username) AS shown
FROM users;""")
case("p21", P, "logistics", "invalid", "aggregate misuse", """
SELECT warehouse_id
FROM inventory
WHERE sum(qty) > 1000
GROUP BY warehouse_id;""")
case("p22", P, "community", "invalid", "ambiguous column", """
SELECT p.title, created_at
FROM posts p
JOIN users u ON u.id = p.author_id
ORDER BY created_at DESC;""")

case("p23", P, "clinic", "unsafe", "tautology: ILIKE '%'", """
SELECT * FROM patients
WHERE mrn = $1 OR mrn ILIKE '%';""",
     taut=dict(table="patients", cond="mrn = 'x' OR mrn LIKE '%'", expect="all"), policy="TAUTOLOGY")
case("p24", P, "clinic", "unsafe", "tautology: IN or NOT IN the same list", """
SELECT id, starts_at
FROM appointments
WHERE status IN ('booked', 'completed') OR status NOT IN ('booked', 'completed');""",
     taut=dict(table="appointments", cond="status IN ('booked', 'completed') OR status NOT IN ('booked', 'completed')",
               expect="all"), policy="TAUTOLOGY")
case("p25", P, "community", "unsafe", "tautology through NULL handling (coalesce)", """
SELECT id, title
FROM posts
WHERE coalesce(score, 0) <= 0 OR score > 0;""",
     taut=dict(table="posts", cond="coalesce(score, 0) <= 0 OR score > 0", expect="all"), policy="TAUTOLOGY")
case("p26", P, "billing", "unsafe", "tautology: ranges covering every value", """
SELECT id, description
FROM billing.invoice_lines
WHERE quantity < 1 OR quantity BETWEEN 1 AND 10 OR quantity > 10;""",
     taut=dict(table="invoice_lines", cond="quantity < 1 OR quantity BETWEEN 1 AND 10 OR quantity > 10", expect="all"),
     policy="TAUTOLOGY")
case("p27", P, "community", "unsafe", "tautology: concatenated constant strings", """
SELECT id, email
FROM users
WHERE username = $1 OR 'ad' || 'min' = 'admin';""",
     taut=dict(table="users", cond="username = 'x' OR 'ad' || 'min' = 'admin'", expect="all"), policy="TAUTOLOGY")
case("p28", P, "logistics", "unsafe", "tautology in ON: column compared with itself", """
SELECT s.id, c.name
FROM shipments s
JOIN carriers c ON c.id = s.carrier_id OR s.warehouse_id = s.warehouse_id;""",
     taut=dict(table="shipments", cond="carrier_id = 1 OR warehouse_id = warehouse_id", expect="all"), policy="TAUTOLOGY")
case("p29", P, "billing", "unsafe", "stacked statements", """
SELECT id FROM billing.accounts WHERE name = 'Acme'; DROP TABLE billing.invoice_lines;""", policy="stacked statements, DROP")
case("p30", P, "community", "unsafe", "time function", """
SELECT id, username
FROM users
WHERE id = 7 AND (SELECT pg_sleep(3)) IS NULL;""", policy="time functions (pg_sleep)")
case("p31", P, "logistics", "unsafe", "UPDATE without WHERE", """
UPDATE warehouses SET capacity = capacity * 2;""", allow_writes=True, policy="UPDATE/DELETE without WHERE")
case("p32", P, "community", "unsafe", "catalogue read", """
SELECT table_schema, table_name
FROM information_schema.columns
WHERE column_name = 'email';""", policy="CATALOGUE_READ")

case("p33", P, "community", "invalid", "union column-count mismatch (probing)", """
SELECT id, title FROM posts WHERE id = 1
UNION
SELECT NULL, NULL, NULL;""")
case("p34", P, "logistics", "valid", "optional filter on a bind parameter", """
SELECT id, code, city
FROM warehouses
WHERE ($1::text IS NULL OR city = $1)
  AND country = 'DE'
ORDER BY code;""")

# ------------------------------------------------------------------------------------------------------------ mysql
M = "mysql"
case("m01", M, "billing", "valid", "cte+window", """
WITH monthly AS (
  SELECT account_id, DATE_FORMAT(issued_on, '%Y-%m') AS ym, SUM(total) AS revenue
  FROM invoices
  GROUP BY account_id, DATE_FORMAT(issued_on, '%Y-%m')
)
SELECT account_id, ym, revenue,
       LAG(revenue) OVER (PARTITION BY account_id ORDER BY ym) AS prev_revenue
FROM monthly;""", basis="MySQL 8.0: WITH (13.2.20), window functions and LAG (12.21); GROUP BY on the same expression as the select list satisfies ONLY_FULL_GROUP_BY")
case("m02", M, "logistics", "valid", "json functions", """
SELECT tracking_no,
       JSON_UNQUOTE(JSON_EXTRACT(meta, '$.customer.name')) AS customer,
       meta->>'$.priority' AS priority
FROM shipments
WHERE JSON_CONTAINS(meta, '"fragile"', '$.tags');""", basis="MySQL 8.0 JSON functions: JSON_EXTRACT, JSON_UNQUOTE, ->> (inline path, 5.7.13+), JSON_CONTAINS(target, candidate, path)")
case("m03", M, "logistics", "valid", "upsert", """
INSERT INTO inventory (warehouse_id, sku, qty, updated_at)
VALUES (3, 'SKU-1042', 25, NOW())
ON DUPLICATE KEY UPDATE qty = qty + VALUES(qty), updated_at = NOW();""", allow_writes=True,
     basis="MySQL 8.0 INSERT ... ON DUPLICATE KEY UPDATE; VALUES(col) is deprecated since 8.0.20 but still accepted")
case("m04", M, "community", "valid", "keyword identifiers", """
SELECT `key`, `value`
FROM settings
WHERE `user` = 12
ORDER BY `order`;""", basis="MySQL: backtick-quoted identifiers may be reserved words (KEY, ORDER); columns exist in the schema")
case("m05", M, "clinic", "valid", "date functions", """
SELECT p.full_name, a.starts_at
FROM appointments a
JOIN patients p ON p.id = a.patient_id
WHERE a.starts_at BETWEEN NOW() AND DATE_ADD(NOW(), INTERVAL 7 DAY)
  AND a.status = 'booked'
ORDER BY a.starts_at;""", basis="MySQL date functions NOW(), DATE_ADD(date, INTERVAL expr unit)")
case("m06", M, "community", "valid", "recursive cte", """
WITH RECURSIVE thread AS (
  SELECT id, parent_id, 1 AS lvl FROM comments WHERE id = 500
  UNION ALL
  SELECT c.id, c.parent_id, t.lvl + 1
  FROM comments c
  INNER JOIN thread t ON c.parent_id = t.id
)
SELECT COUNT(*) AS replies FROM thread WHERE lvl > 1;""", basis="MySQL 8.0 WITH RECURSIVE (13.2.20)")
case("m07", M, "logistics", "valid", "lateral", """
SELECT w.code, last_evt.happened_at
FROM warehouses w,
LATERAL (
  SELECT MAX(e.happened_at) AS happened_at
  FROM shipments s
  JOIN shipment_events e ON e.shipment_id = s.id
  WHERE s.warehouse_id = w.id
) AS last_evt;""", basis="MySQL 8.0.14+ lateral derived tables (13.2.15.9), derived table has an alias")
case("m08", M, "logistics", "valid", "or on nullable column (not a tautology)", """
SELECT id, code, city
FROM warehouses
WHERE capacity > 5000 OR capacity <= 5000;""", basis="valid MySQL; capacity is nullable, so rows with NULL capacity are filtered out",
     taut=dict(table="warehouses", cond="capacity > 5000 OR capacity <= 5000", expect="escape"))
case("m09", M, "clinic", "valid", "group_concat + case", """
SELECT d.specialty,
       GROUP_CONCAT(DISTINCT d.name ORDER BY d.name SEPARATOR ', ') AS doctors,
       SUM(CASE WHEN d.active THEN 1 ELSE 0 END) AS active_count
FROM doctors d
GROUP BY d.specialty;""", basis="MySQL GROUP_CONCAT([DISTINCT] expr [ORDER BY] [SEPARATOR str]); CASE; only grouped/aggregated columns")
case("m10", M, "logistics", "valid", "multi-table update with json", """
UPDATE shipments s
JOIN carriers c ON c.id = s.carrier_id
SET s.meta = JSON_SET(COALESCE(s.meta, JSON_OBJECT()), '$.carrier_name', c.name)
WHERE s.shipped_at IS NULL;""", allow_writes=True, basis="MySQL multiple-table UPDATE syntax (13.2.17); JSON_SET, JSON_OBJECT()")

case("m11", M, "logistics", "invalid", "wrong dialect (FULL OUTER JOIN)", """
SELECT w.code, s.tracking_no
FROM warehouses w
FULL OUTER JOIN shipments s ON s.warehouse_id = w.id;""", basis="MySQL has no FULL [OUTER] JOIN (JOIN clause grammar, 13.2.13.2); docs/sql.md lists it as DIALECT_UNSUPPORTED")
case("m12", M, "billing", "invalid", "wrong dialect (:: cast)", """
SELECT id, issued_on::date AS d
FROM invoices;""", basis="MySQL has no :: cast operator (use CAST/CONVERT)")
case("m13", M, "community", "invalid", "unknown column", """
SELECT username, karma, last_login
FROM users
WHERE deleted_at IS NULL;""", missing=["last_login"], basis="users has no last_login column (ER_BAD_FIELD_ERROR 1054)")
case("m14", M, "community", "invalid", "unknown table", """
SELECT p.title, t.name
FROM posts p
JOIN post_tags pt ON pt.post_id = p.id
JOIN tags t ON t.id = pt.tag_id;""", missing=["post_tags", "tags"], basis="tables post_tags and tags are not in the schema (ER_NO_SUCH_TABLE 1146)")
case("m15", M, "logistics", "invalid", "wrong dialect (RETURNING)", """
DELETE FROM shipment_events
WHERE happened_at < '2025-01-01'
RETURNING id;""", allow_writes=True, basis="MySQL 8.0 DELETE has no RETURNING clause (MariaDB only)")
case("m16", M, "logistics", "invalid", "ambiguous column", """
SELECT tracking_no, kind, happened_at, id
FROM shipments s
JOIN shipment_events e ON e.shipment_id = s.id;""", basis="id is in both shipments and shipment_events: ER_NON_UNIQ_ERROR 1052")
case("m17", M, "clinic", "invalid", "wrong dialect (DISTINCT ON)", """
SELECT DISTINCT ON (patient_id) patient_id, starts_at
FROM appointments
ORDER BY patient_id, starts_at DESC;""", basis="MySQL has no DISTINCT ON (PostgreSQL only); docs/sql.md lists it as DIALECT_UNSUPPORTED")

case("m18", M, "clinic", "unsafe", "tautology: value or NOT NULL on a NOT NULL column", """
SELECT id, full_name
FROM patients
WHERE mrn = 'MRN-00231' OR mrn IS NOT NULL;""", policy="TAUTOLOGY", basis="mrn is NOT NULL: every row satisfies mrn IS NOT NULL",
     taut=dict(table="patients", cond="mrn = 'MRN-00231' OR mrn IS NOT NULL", expect="all"))
case("m19", M, "community", "unsafe", "tautology: double-quoted strings are constants in MySQL", """
SELECT id, username
FROM users
WHERE email = 'x@example.com' OR "1" = "1";""", policy="TAUTOLOGY",
     basis="MySQL (default sql_mode, no ANSI_QUOTES) reads \"1\" as a string literal, so \"1\" = \"1\" is TRUE",
     taut=dict(table="users", cond="email = 'x@example.com' OR '1' = '1'", expect="all"))
case("m20", M, "logistics", "unsafe", "stacked statements", """
SELECT * FROM carriers WHERE id = 3; DELETE FROM carriers WHERE id = 3;""", policy="stacked statements", basis="two statements")
case("m21", M, "billing", "unsafe", "time function", """
SELECT id FROM accounts
WHERE name = 'Acme' AND SLEEP(5) = 0;""", policy="time functions (SLEEP)", basis="SLEEP(duration) is a MySQL built-in")
case("m22", M, "logistics", "unsafe", "tautology: NOT of a contradiction", """
SELECT * FROM inventory
WHERE sku = 'A-1' OR NOT (qty > 100 AND qty < 50);""", policy="TAUTOLOGY", basis="qty is NOT NULL; qty > 100 AND qty < 50 is never TRUE",
     taut=dict(table="inventory", cond="sku = 'A-1' OR NOT (qty > 100 AND qty < 50)", expect="all"))
case("m23", M, "clinic", "unsafe", "UPDATE without WHERE", """
UPDATE doctors SET active = 0;""", allow_writes=True, policy="UPDATE/DELETE without WHERE", basis="valid MySQL UPDATE with no WHERE")

case("m24", M, "clinic", "valid", "view", """
SELECT doctor_name, COUNT(*) AS booked
FROM upcoming_appointments
WHERE starts_at >= CURDATE()
GROUP BY doctor_name
ORDER BY booked DESC;""", basis="the view upcoming_appointments is defined in the schema with doctor_name and starts_at; CURDATE() built-in")
case("m25", M, "community", "valid", "union all + order by output name", """
SELECT author_id AS uid, created_at FROM posts
UNION ALL
SELECT author_id, created_at FROM comments
ORDER BY created_at DESC
LIMIT 20;""", basis="MySQL: ORDER BY / LIMIT after a UNION apply to the whole result and use the first SELECT's column names")

# ------------------------------------------------------------------------------------------------------ transactsql
T = "transactsql"
case("t01", T, "logistics", "valid", "cross apply using left alias", """
SELECT w.code, t.sku, t.qty
FROM warehouses AS w
CROSS APPLY (
  SELECT TOP (3) i.sku, i.qty
  FROM inventory AS i
  WHERE i.warehouse_id = w.id
  ORDER BY i.qty DESC
) AS t;""", basis="T-SQL FROM clause: CROSS APPLY right input may reference columns of the left input; TOP (n) with ORDER BY in a derived table is allowed")
case("t02", T, "clinic", "valid", "outer apply using left alias", """
SELECT p.id, p.full_name, last_visit.starts_at
FROM patients p
OUTER APPLY (
  SELECT TOP 1 a.starts_at
  FROM appointments a
  WHERE a.patient_id = p.id AND a.status = 'completed'
  ORDER BY a.starts_at DESC
) AS last_visit;""", basis="T-SQL OUTER APPLY (FROM clause docs)")
case("t03", T, "logistics", "valid", "DATEADD(day, ...)", """
SELECT id, tracking_no
FROM shipments
WHERE shipped_at >= DATEADD(day, -14, SYSUTCDATETIME())
  AND delivered_at IS NULL;""", basis="DATEADD(datepart, number, date); day is a documented datepart; SYSUTCDATETIME() built-in")
case("t04", T, "logistics", "valid", "DATEDIFF(day, ...)", """
SELECT s.id, DATEDIFF(day, s.shipped_at, s.delivered_at) AS transit_days
FROM shipments s
WHERE s.delivered_at IS NOT NULL;""", basis="DATEDIFF(datepart, startdate, enddate)")
case("t05", T, "billing", "valid", "DATEPART(year, ...), schema-qualified", """
SELECT DATEPART(year, i.issued_on) AS yr,
       DATEPART(quarter, i.issued_on) AS q,
       SUM(i.total) AS revenue
FROM billing.invoices i
GROUP BY DATEPART(year, i.issued_on), DATEPART(quarter, i.issued_on)
ORDER BY yr, q;""", basis="DATEPART(datepart, date); year and quarter are documented dateparts; ORDER BY may use select aliases")
case("t06", T, "logistics", "valid", "merge + output", """
MERGE INTO inventory AS tgt
USING (VALUES (2, N'SKU-77', 40)) AS src (warehouse_id, sku, qty)
  ON tgt.warehouse_id = src.warehouse_id AND tgt.sku = src.sku
WHEN MATCHED THEN
  UPDATE SET tgt.qty = tgt.qty + src.qty, tgt.updated_at = SYSUTCDATETIME()
WHEN NOT MATCHED THEN
  INSERT (warehouse_id, sku, qty, updated_at)
  VALUES (src.warehouse_id, src.sku, src.qty, SYSUTCDATETIME())
OUTPUT $action, inserted.warehouse_id, inserted.sku, inserted.qty;""", allow_writes=True,
     basis="T-SQL MERGE with table value constructor source, OUTPUT $action/inserted.*; terminated by ;")
case("t07", T, "logistics", "valid", "json functions", """
SELECT s.tracking_no, JSON_VALUE(e.payload, '$.location.city') AS city
FROM shipment_events e
JOIN shipments s ON s.id = e.shipment_id
WHERE ISJSON(e.payload) = 1
  AND JSON_VALUE(e.payload, '$.status') = 'exception';""", basis="SQL Server 2016+: ISJSON, JSON_VALUE(expression, path)")
case("t08", T, "community", "valid", "bracketed keyword identifiers", """
SELECT [key], [value]
FROM settings
WHERE [user] = @userId
ORDER BY [order];""", basis="T-SQL delimited identifiers [..]; @userId is a parameter (sp_executesql / client binding)")
case("t09", T, "community", "valid", "recursive cte", """
WITH thread AS (
  SELECT id, parent_id, 0 AS depth
  FROM comments
  WHERE post_id = @postId AND parent_id IS NULL
  UNION ALL
  SELECT c.id, c.parent_id, t.depth + 1
  FROM comments c
  JOIN thread t ON c.parent_id = t.id
)
SELECT id, depth FROM thread
OPTION (MAXRECURSION 100);""", basis="T-SQL recursive CTE (no RECURSIVE keyword), OPTION (MAXRECURSION n)")
case("t10", T, "community", "valid", "window + offset/fetch", """
SELECT username, karma, DENSE_RANK() OVER (ORDER BY karma DESC) AS pos
FROM users
WHERE deleted_at IS NULL
ORDER BY karma DESC
OFFSET 0 ROWS FETCH NEXT 25 ROWS ONLY;""", basis="T-SQL ORDER BY ... OFFSET ... FETCH NEXT (2012+); DENSE_RANK")
case("t11", T, "billing", "valid", "update + output", """
UPDATE billing.invoices
SET paid_on = CAST(GETDATE() AS date)
OUTPUT inserted.id, deleted.paid_on AS previous_paid_on
WHERE id = @invoiceId AND paid_on IS NULL;""", allow_writes=True, basis="T-SQL UPDATE ... SET ... OUTPUT ... WHERE (OUTPUT comes before WHERE)")
case("t12", T, "clinic", "valid", "cross apply + DATEADD(month, ...)", """
SELECT d.name, stats.visits, stats.last_visit
FROM doctors d
CROSS APPLY (
  SELECT COUNT(*) AS visits, MAX(a.starts_at) AS last_visit
  FROM appointments a
  WHERE a.doctor_id = d.id
    AND a.starts_at >= DATEADD(month, -6, GETDATE())
) AS stats
WHERE stats.visits > 0;""", basis="CROSS APPLY referencing d; DATEADD(month, ...)")
case("t13", T, "logistics", "valid", "or on nullable column (not a tautology)", """
SELECT id, name
FROM carriers
WHERE rating = 5 OR rating IS NOT NULL;""", basis="valid T-SQL; rating is nullable so NULL-rated carriers are filtered out",
     taut=dict(table="carriers", cond="rating = 5 OR rating IS NOT NULL", expect="escape"))
case("t14", T, "clinic", "valid", "DATEDIFF(year, ...) + CASE", """
SELECT full_name,
       CASE WHEN DATEDIFF(year, birth_date, GETDATE()) >= 65 THEN 'senior'
            WHEN DATEDIFF(year, birth_date, GETDATE()) < 18 THEN 'minor'
            ELSE 'adult' END AS age_band
FROM patients
WHERE birth_date IS NOT NULL;""", basis="DATEDIFF(year, start, end); CASE")

case("t15", T, "logistics", "invalid", "wrong dialect (LIMIT)", """
SELECT name, rating
FROM carriers
ORDER BY rating DESC
LIMIT 5;""", basis="T-SQL has no LIMIT (TOP / OFFSET-FETCH); docs/sql.md lists it as DIALECT_UNSUPPORTED")
case("t16", T, "clinic", "invalid", "invalid date part", """
SELECT id, starts_at
FROM appointments
WHERE starts_at < DATEADD(hours, 3, GETDATE());""", basis="'hours' is not in the DATEADD datepart list (hour, hh)")
case("t17", T, "billing", "invalid", "function T-SQL does not have", """
SELECT id, DATE_FORMAT(issued_on, '%Y-%m') AS ym
FROM billing.invoices;""", basis="DATE_FORMAT is MySQL; T-SQL has FORMAT/CONVERT; an unqualified call must be a built-in ('not a recognized built-in function name')")
case("t18", T, "billing", "invalid", "wrong arity", """
SELECT id, DATEPART(issued_on) AS yr
FROM billing.invoices;""", basis="DATEPART requires 2 arguments (datepart, date)")
case("t19", T, "logistics", "invalid", "unknown column", """
SELECT TOP 10 tracking_no, eta
FROM shipments
ORDER BY shipped_at DESC;""", missing=["eta"], basis="shipments has no eta column (Msg 207 Invalid column name)")
case("t20", T, "community", "invalid", "wrong dialect (backticks)", """
SELECT `key`, `value`
FROM settings;""", basis="T-SQL has no backtick identifiers; docs/sql.md lists them as DIALECT_UNSUPPORTED")
case("t21", T, "billing", "invalid", "unknown table in a created schema", """
SELECT a.name, p.amount
FROM billing.accounts a
JOIN billing.payments p ON p.account_id = a.id;""", missing=["payments"], basis="schema billing (created by the schema) has no payments table (Msg 208 Invalid object name)")
case("t22", T, "clinic", "invalid", "ambiguous column", """
SELECT id, status, full_name
FROM appointments
JOIN patients ON patients.id = appointments.patient_id;""", basis="id is in both tables: Msg 209 Ambiguous column name")

case("t23", T, "community", "unsafe", "tautology: value or NOT NULL on a NOT NULL column", """
SELECT id, username
FROM users
WHERE email = N'root@example.com' OR email IS NOT NULL;""", policy="TAUTOLOGY", basis="email is NOT NULL",
     taut=dict(table="users", cond="email = 'root@example.com' OR email IS NOT NULL", expect="all"))
case("t24", T, "community", "unsafe", "tautology through NULL handling (ISNULL)", """
SELECT id, title
FROM posts
WHERE ISNULL(score, 0) = 0 OR score <> 0;""", policy="TAUTOLOGY", basis="non-NULL score: = 0 or <> 0; NULL score: ISNULL gives 0 = 0",
     taut=dict(table="posts", cond="COALESCE(score, 0) = 0 OR score <> 0", expect="all"))
case("t25", T, "community", "unsafe", "tautology: '+' joined constant strings", """
SELECT id, username
FROM users
WHERE username = @u OR 'a' + 'b' = 'ab';""", policy="TAUTOLOGY", basis="T-SQL + concatenates strings: 'a' + 'b' = 'ab' is TRUE",
     taut=dict(table="users", cond="username = 'x' OR 'a' || 'b' = 'ab'", expect="all"))
case("t26", T, "billing", "unsafe", "stacked statements", """
SELECT id FROM billing.accounts WHERE id = 1; WAITFOR DELAY '00:00:05';""", policy="stacked statements", basis="two statements")
case("t27", T, "billing", "unsafe", "tautology: BETWEEN or NOT BETWEEN", """
SELECT id, total
FROM billing.invoices
WHERE total NOT BETWEEN 0 AND 1000 OR total BETWEEN 0 AND 1000;""", policy="TAUTOLOGY", basis="total is NOT NULL",
     taut=dict(table="invoices", cond="total NOT BETWEEN 0 AND 1000 OR total BETWEEN 0 AND 1000", expect="all"))
case("t28", T, "logistics", "unsafe", "DELETE without WHERE", """
DELETE FROM shipment_events;""", allow_writes=True, policy="UPDATE/DELETE without WHERE", basis="valid T-SQL DELETE with no WHERE")
case("t29", T, "clinic", "unsafe", "tautology: column compared with itself", """
SELECT id, full_name
FROM patients
WHERE full_name = @name OR created_at = created_at;""", policy="TAUTOLOGY", basis="created_at is NOT NULL, so created_at = created_at is TRUE",
     taut=dict(table="patients", cond="full_name = 'x' OR created_at = created_at", expect="all"))

case("t30", T, "billing", "unsafe", "SELECT INTO (a write) without allow_writes", """
SELECT id, name
INTO #recent_accounts
FROM billing.accounts
WHERE created_at >= DATEADD(day, -30, GETDATE());""", policy="writes unless allow_writes (SELECT ... INTO)",
     basis="valid T-SQL: SELECT ... INTO creates a temporary table")
case("t31", T, "billing", "valid", "view, schema-qualified", """
SELECT o.account_id, SUM(o.total) AS overdue_total
FROM billing.overdue_invoices o
GROUP BY o.account_id
HAVING SUM(o.total) > 0;""", basis="view billing.overdue_invoices is defined in the schema with account_id and total")


# The shapes issue 25 names: "value OR IS NOT NULL" on a NOT NULL column (must not be VALID), and T-SQL APPLY with the
# left alias and DATEADD/DATEDIFF/DATEPART with a date part (must not be a definite INVALID).
ISSUE25 = {"s23", "m18", "t23", "s11", "t13", "t01", "t02", "t03", "t04", "t05", "t12", "t14", "t30"}


def build():
    ids = [c["id"] for c in C]
    assert len(ids) == len(set(ids)), "duplicate ids"
    out = []
    for c in C:
        d = dict(c)
        if c["id"] in ISSUE25:
            d["issue25"] = True
        d["schema_ddl"] = render(c["schema"], c["dialect"])
        d["oracle"] = ("sqlite3 3.40.1 (EXPLAIN against the schema)" if c["dialect"] == "sqlite"
                       else "PostgreSQL 15 (EXPLAIN / PREPARE against the schema)" if c["dialect"] == "postgresql"
                       else "hand label from the vendor documentation (no engine)")
        out.append(d)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    return out


if __name__ == "__main__":
    cs = build()
    from collections import Counter
    print(len(cs), Counter((c["dialect"], c["label"]) for c in cs))
