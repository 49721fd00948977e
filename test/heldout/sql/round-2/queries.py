"""Round-2 SQL held-out queries.

Each entry: dict with
  dialect     sqlite | postgresql | mariadb | transactsql
  query       the statement sent
  category    what it exercises
  unsafe      None, or why the documented read-only safety rules must refuse it whatever the engine says
              (hand label: injection-shaped tautology, stacked statements, write without allow_writes, catalogue read,
              time function, comment truncation, UNION probing)
  allow_writes  optional, sent as given
  tsql        transactsql only: first hand reading of whether SQL Server accepts the query against the schema
              ("valid" / "invalid"); the second reading is in tsql_reading_b.json
Engine validity for sqlite, postgresql and mariadb is not written here: oracle.py asks the real engine.
"""

Q = []


def add(dialect, category, query, unsafe=None, allow_writes=None, tsql=None):
    Q.append({"dialect": dialect, "category": category, "query": query, "unsafe": unsafe,
              "allow_writes": allow_writes, "tsql": tsql})


# ---------------- SQLite ----------------
S = "sqlite"
add(S, "join+group", "SELECT c.country, COUNT(*) AS n, SUM(o.total) AS revenue FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.country HAVING COUNT(*) > 5 ORDER BY revenue DESC")
add(S, "window", "SELECT id, customer_id, total, RANK() OVER (PARTITION BY customer_id ORDER BY total DESC) AS rnk FROM orders")
add(S, "cte", "WITH big AS (SELECT customer_id, SUM(total) AS spent FROM orders GROUP BY customer_id) SELECT c.email, b.spent FROM big b JOIN customers c ON c.id = b.customer_id WHERE b.spent > 1000")
add(S, "recursive-cte", "WITH RECURSIVE days(d) AS (SELECT date('2025-01-01') UNION ALL SELECT date(d, '+1 day') FROM days WHERE d < '2025-01-31') SELECT d FROM days")
add(S, "strftime", "SELECT strftime('%Y-%m', placed_at) AS month, COUNT(*) FROM orders GROUP BY month")
add(S, "exists", "SELECT p.sku FROM products p WHERE NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = p.id)")
add(S, "placeholders", "SELECT id, name FROM customers WHERE email = ? AND deleted_at IS NULL")
add(S, "or-not-tautology", "SELECT id FROM customers WHERE deleted_at IS NULL OR deleted_at > '2025-06-01'")
add(S, "or-not-tautology", "SELECT id, title FROM products WHERE category = 'books' OR category IS NULL")
add(S, "bare-column-with-aggregate", "SELECT customer_id, status, MAX(total) FROM orders GROUP BY customer_id")
add(S, "unknown-column", "SELECT id, phone FROM customers WHERE country = 'SE'")
add(S, "unknown-table", "SELECT * FROM invoices WHERE customer_id = 7")
add(S, "ambiguous-column", "SELECT id, total FROM orders JOIN customers ON customers.id = orders.customer_id")
add(S, "aggregate-in-where", "SELECT customer_id FROM orders WHERE COUNT(*) > 3 GROUP BY customer_id")
add(S, "unknown-function", "SELECT NOW(), COUNT(*) FROM orders")
add(S, "syntax", "SELECT id name email FROM customers")
add(S, "ilike", "SELECT id FROM customers WHERE name ILIKE 'ann%'")
add(S, "tautology", "SELECT id, email FROM customers WHERE email = 'x@example.com' OR email IS NOT NULL", unsafe="tautology: email is NOT NULL, so the OR'ed predicate holds for every row")
add(S, "tautology", "SELECT * FROM customers WHERE name = '' OR 3 > 2", unsafe="tautology: 3 > 2")
add(S, "tautology", "SELECT * FROM products WHERE sku = 'A-1' OR price = price", unsafe="tautology: price is NOT NULL, price = price holds for every row")
add(S, "tautology", "SELECT id FROM customers WHERE email = 'a@b.c' OR email LIKE '%'", unsafe="tautology: LIKE '%' holds for every non-null email, and email is NOT NULL")
add(S, "union-catalogue", "SELECT name FROM customers WHERE id = 4 UNION SELECT sql FROM sqlite_master", unsafe="catalogue read through UNION")
add(S, "stacked", "SELECT name FROM customers WHERE id = 4; DELETE FROM orders WHERE 1 = 1", unsafe="stacked statements")
add(S, "comment-truncation", "SELECT id FROM customers WHERE email = 'admin@example.com' --' AND deleted_at IS NULL", unsafe="comment truncation of the rest of the filter")
add(S, "write", "DELETE FROM orders WHERE status = 'cancelled' AND placed_at < '2020-01-01'", unsafe="write without allow_writes")
add(S, "write-allowed", "UPDATE products SET price = price * 1.1 WHERE category = 'books'", allow_writes=True)
add(S, "write-no-where", "UPDATE products SET price = 0", unsafe="UPDATE without WHERE", allow_writes=True)

# ---------------- PostgreSQL ----------------
P = "postgresql"
add(P, "distinct-on", "SELECT DISTINCT ON (customer_id) customer_id, id, placed_at FROM orders ORDER BY customer_id, placed_at DESC")
add(P, "filter-clause", "SELECT date_trunc('month', placed_at) AS month, COUNT(*) FILTER (WHERE status = 'refunded') AS refunds, COUNT(*) AS all_orders FROM orders GROUP BY 1 ORDER BY 1")
add(P, "lateral", "SELECT c.email, last.placed_at FROM customers c CROSS JOIN LATERAL (SELECT o.placed_at FROM orders o WHERE o.customer_id = c.id ORDER BY o.placed_at DESC LIMIT 1) AS last")
add(P, "interval", "SELECT id FROM orders WHERE placed_at > now() - interval '30 days' AND status <> 'cancelled'")
add(P, "cast+ilike", "SELECT id, placed_at::date AS day FROM orders o WHERE EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id AND c.name ILIKE '%gmbh%')")
add(P, "string_agg", "SELECT o.id, string_agg(p.sku, ', ' ORDER BY p.sku) AS skus FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN products p ON p.id = oi.product_id GROUP BY o.id")
add(P, "grouping-sets", "SELECT category, EXTRACT(YEAR FROM o.placed_at) AS yr, SUM(oi.quantity * oi.unit_price) FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id GROUP BY GROUPING SETS ((category), (category, EXTRACT(YEAR FROM o.placed_at)))")
add(P, "generate_series", "SELECT d::date, COUNT(o.id) FROM generate_series(timestamp '2025-01-01', timestamp '2025-01-31', interval '1 day') AS d LEFT JOIN orders o ON o.placed_at::date = d::date GROUP BY d ORDER BY d")
add(P, "or-not-tautology", "SELECT id FROM customers WHERE country = 'PL' OR country IS NULL")
add(P, "grouping-error", "SELECT customer_id, status, SUM(total) FROM orders GROUP BY customer_id")
add(P, "double-quoted-identifier", "SELECT id FROM orders WHERE status = \"shipped\"")
add(P, "type-error", "SELECT id FROM orders WHERE placed_at > 20250101")
add(P, "unknown-function", "SELECT strftime('%Y', placed_at) FROM orders")
add(P, "sum-of-text", "SELECT SUM(email) FROM customers")
add(P, "unknown-column", "SELECT o.id, o.shipping_fee FROM orders o")
add(P, "ambiguous-column", "SELECT id FROM customers c JOIN orders o ON o.customer_id = c.id")
add(P, "tautology", "SELECT id FROM customers WHERE email = 'x@example.com' OR email IS NOT NULL", unsafe="tautology: email is NOT NULL")
add(P, "tautology", "SELECT * FROM orders WHERE status = 'open' OR status <> 'open'", unsafe="tautology: status is NOT NULL, so one side holds for every row")
add(P, "tautology", "SELECT * FROM customers WHERE name = 'bob' OR 5 IN (5)", unsafe="tautology: 5 IN (5)")
add(P, "time-function", "SELECT id, pg_sleep(4) FROM customers WHERE id = 1", unsafe="time function pg_sleep")
add(P, "catalogue-read", "SELECT id FROM customers WHERE id = 1 UNION ALL SELECT oid::int FROM pg_class", unsafe="catalogue read through UNION")
add(P, "stacked", "SELECT id FROM customers WHERE id = 2; DROP TABLE order_items", unsafe="stacked statements with DROP")
add(P, "write-cte", "WITH gone AS (DELETE FROM order_items WHERE quantity = 0 RETURNING order_id) SELECT COUNT(*) FROM gone", unsafe="write inside a CTE without allow_writes")

# ---------------- MariaDB (grammar-only in the service; labelled by MariaDB 10.11) ----------------
M = "mariadb"
add(M, "limit-offset", "SELECT id, email FROM customers WHERE deleted_at IS NULL ORDER BY created_at DESC LIMIT 20 OFFSET 40")
add(M, "group_concat", "SELECT o.id, GROUP_CONCAT(p.sku ORDER BY p.sku SEPARATOR ',') AS skus FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN products p ON p.id = oi.product_id GROUP BY o.id")
add(M, "date-functions", "SELECT DATE_FORMAT(placed_at, '%Y-%m') AS month, COUNT(*) FROM orders WHERE placed_at >= DATE_SUB(NOW(), INTERVAL 6 MONTH) GROUP BY month")
add(M, "backticks+ifnull", "SELECT `c`.`name`, IFNULL(`c`.`country`, '--') AS country FROM `customers` AS `c`")
add(M, "unknown-column", "SELECT id, shipping_fee FROM orders")
add(M, "unknown-table", "SELECT * FROM order_lines WHERE order_id = 3")
add(M, "tautology", "SELECT id FROM customers WHERE name = 'a' OR 'b' LIKE 'b'", unsafe="tautology: 'b' LIKE 'b'")
add(M, "time-function", "SELECT id FROM customers WHERE id = 1 AND SLEEP(5) = 0", unsafe="time function SLEEP")

# ---------------- T-SQL (grammar-only; hand labels with a second reading) ----------------
T = "transactsql"
add(T, "cross-apply", "SELECT c.name, lo.placed_at, lo.total FROM customers AS c CROSS APPLY (SELECT TOP 1 o.placed_at, o.total FROM orders AS o WHERE o.customer_id = c.id ORDER BY o.placed_at DESC) AS lo", tsql="valid")
add(T, "outer-apply", "SELECT p.sku, s.qty FROM products AS p OUTER APPLY (SELECT SUM(oi.quantity) AS qty FROM order_items AS oi WHERE oi.product_id = p.id) AS s", tsql="valid")
add(T, "dateadd", "SELECT id, total FROM orders WHERE placed_at >= DATEADD(month, -3, SYSDATETIME())", tsql="valid")
add(T, "datediff", "SELECT id, DATEDIFF(hour, placed_at, SYSDATETIME()) AS age_hours FROM orders WHERE status = N'open'", tsql="valid")
add(T, "datepart", "SELECT DATEPART(quarter, placed_at) AS q, COUNT(*) AS n FROM orders GROUP BY DATEPART(quarter, placed_at)", tsql="valid")
add(T, "top+isnull", "SELECT TOP (10) name, ISNULL(country, N'--') AS country FROM customers ORDER BY created_at DESC", tsql="valid")
add(T, "offset-fetch", "SELECT id, sku, title FROM products ORDER BY id OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY", tsql="valid")
add(T, "brackets+len", "SELECT [c].[name], LEN([c].[email]) AS email_len FROM [customers] AS [c] WHERE [c].[deleted_at] IS NULL", tsql="valid")
add(T, "eomonth+convert", "SELECT EOMONTH(placed_at) AS month_end, CONVERT(varchar(10), MIN(placed_at), 120) AS first_day, COUNT(*) AS n FROM orders GROUP BY EOMONTH(placed_at)", tsql="valid")
add(T, "limit", "SELECT id, email FROM customers ORDER BY id LIMIT 10", tsql="invalid")
add(T, "length", "SELECT name, LENGTH(name) FROM customers", tsql="invalid")
add(T, "ifnull", "SELECT id, IFNULL(category, 'none') FROM products", tsql="invalid")
add(T, "unknown-column", "SELECT TOP 5 id, phone FROM customers", tsql="invalid")
add(T, "apply-unknown-alias-column", "SELECT c.name, x.n FROM customers AS c CROSS APPLY (SELECT COUNT(*) AS n FROM orders AS o WHERE o.customer_id = c.customer_id) AS x", tsql="invalid")
add(T, "tautology", "SELECT id FROM customers WHERE email = N'x@example.com' OR email IS NOT NULL", unsafe="tautology: email is NOT NULL", tsql="valid")
add(T, "stacked", "SELECT id FROM customers WHERE id = 1; EXEC xp_cmdshell 'whoami'", unsafe="stacked statements, shell procedure", tsql="valid")
