"""Source of cases.json (run oracle.py, which reads this file, labels every case and writes cases.json).

kind: valid | invalid | tautology | stacked | comment  (what the author meant the case to test)
intended: the author's label before the oracle ran: valid | invalid | unsafe
why: the reasoning (for tautologies: why the predicate is TRUE for every row, or why it is not)
readings: for dialects without an engine here (mysql, transactsql), two independent hand readings
"""

C = []
R2 = lambda a, b: {"first": a, "second": b}


def case(id, dialect, schema, kind, intended, query, why, readings=None):
    C.append(dict(id=id, dialect=dialect, schema=schema, kind=kind, intended=intended,
                  query=query.strip("\n"), why=why, readings=readings))


# ---------------------------------------------------------------- SQLite (labelled by sqlite3: EXPLAIN <query>)
case("sq01", "sqlite", "shop", "valid", "valid", """
SELECT c.id, c.full_name, COUNT(o.id) AS n_orders, SUM(o.total) AS spent
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
WHERE o.status IN ('paid', 'shipped')
GROUP BY c.id, c.full_name
HAVING SUM(o.total) > 500
ORDER BY spent DESC
LIMIT 10""", "join, GROUP BY, HAVING, ORDER BY an output alias")
case("sq02", "sqlite", "shop", "valid", "valid", """
WITH RECURSIVE days(d) AS (
  SELECT date('now', '-6 days')
  UNION ALL
  SELECT date(d, '+1 day') FROM days WHERE d < date('now')
)
SELECT days.d, COUNT(o.id) AS orders_that_day
FROM days LEFT JOIN orders o ON date(o.placed_at) = days.d
GROUP BY days.d
ORDER BY days.d""", "recursive CTE with a column list, date modifiers")
case("sq03", "sqlite", "shop", "valid", "valid", """
SELECT id, customer_id, total,
       ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY placed_at DESC) AS rn,
       SUM(total) OVER (PARTITION BY customer_id ORDER BY placed_at
                        ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total
FROM orders""", "window functions with a frame")
case("sq04", "sqlite", "shop", "valid", "valid", """
SELECT id,
       julianday(shipped_at) - julianday(placed_at) AS days_to_ship,
       strftime('%Y-%m', placed_at) AS month
FROM orders
WHERE shipped_at IS NOT NULL AND placed_at >= datetime('now', '-30 days')""", "SQLite date arithmetic")
case("sq05", "sqlite", "shop", "valid", "valid",
     "SELECT sku, name, price FROM products ORDER BY price DESC LIMIT 20, 10",
     "LIMIT offset, count form (SQLite accepts it)")
case("sq06", "sqlite", "shop", "valid", "valid",
     'SELECT "p"."name", [p].[price], `p`.`sku` FROM "products" AS p WHERE p.discontinued = 0',
     "three quoting styles SQLite accepts: double quotes, brackets, backticks")
case("sq07", "sqlite", "shop", "valid", "valid", """
SELECT c.email, IIF(c.nickname IS NULL, c.full_name, c.nickname) AS shown
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.id IS NULL""", "anti-join, IIF")
case("sq08", "sqlite", "shop", "valid", "valid",
     "SELECT id, status, total FROM orders WHERE customer_id = :cid AND placed_at >= ? ORDER BY placed_at DESC LIMIT ?",
     "named and positional parameters")
case("sq09", "sqlite", "shop", "valid", "valid",
     "SELECT id, email FROM customers WHERE nickname = 'ace' OR nickname IS NOT NULL",
     "NOT a tautology: nickname is nullable, rows whose nickname is NULL make both operands false/NULL and are filtered out")
case("sq10", "sqlite", "shop", "valid", "valid",
     "SELECT id FROM customers WHERE full_name = 'Smith; DROP TABLE orders; --'",
     "one statement: the semicolons and the -- are inside a string literal")
case("sq11", "sqlite", "shop", "valid", "valid",
     "SELECT id, total * 1.2 AS gross FROM orders WHERE gross > 100",
     "SQLite resolves a select-list alias in WHERE (PostgreSQL does not, see pg17)")
case("sq12", "sqlite", "shop", "valid", "valid",
     "SELECT customer_id, status, MAX(placed_at) AS last_placed FROM orders GROUP BY customer_id",
     "SQLite allows bare columns next to an aggregate (PostgreSQL does not, see pg16)")
case("sq13", "sqlite", "hr", "valid", "valid",
     "SELECT EventId, action, OccurredAt FROM auditlog WHERE OccurredAt > '2026-01-01'",
     "SQLite identifiers are case-insensitive, quoted or not (PostgreSQL folds, see pg18)")
case("sq14", "sqlite", "hr", "valid", "valid", """
-- employees hired this year
SELECT emp_id, first_name || ' ' || last_name AS name, hired_on
FROM employees
WHERE strftime('%Y', hired_on) = strftime('%Y', 'now');""",
     "leading comment line and a trailing semicolon: one statement, nothing truncated")
case("sq15", "sqlite", "shop", "valid", "valid",
     "SELECT id FROM orders WHERE 1 = 1 AND status = 'paid' AND total > 20",
     "NOT a tautology: a query builder's 1 = 1 prefix AND'ed with real filters")
case("sq16", "sqlite", "shop", "valid", "valid",
     "SELECT sku FROM products WHERE price > 10 OR price < 10",
     "NOT a tautology: a row with price exactly 10 makes both operands false")

case("sq17", "sqlite", "shop", "invalid", "invalid",
     "SELECT c.id, c.emial FROM customers c", "unknown column (typo)")
case("sq18", "sqlite", "shop", "invalid", "invalid",
     "SELECT id, email, total FROM customers JOIN orders ON orders.customer_id = customers.id",
     "ambiguous column id (customers.id and orders.id)")
case("sq19", "sqlite", "shop", "invalid", "invalid",
     "SELECT substr(full_name) FROM customers", "wrong number of arguments to substr")
case("sq20", "sqlite", "shop", "invalid", "invalid",
     "SELECT id, DATEADD(day, 7, placed_at) AS due FROM orders", "T-SQL function in SQLite: no such function / column")
case("sq21", "sqlite", "shop", "invalid", "invalid",
     "SELECT TOP 5 id, total FROM orders ORDER BY total DESC", "T-SQL TOP is a syntax error in SQLite")
case("sq22", "sqlite", "shop", "invalid", "invalid",
     "SELECT customers.email FROM customers c WHERE c.country = 'DE'",
     "the table is aliased, so its own name is no longer in scope")
case("sq23", "sqlite", "shop", "invalid", "invalid",
     "SELECT customer_id FROM orders WHERE COUNT(*) > 3 GROUP BY customer_id", "aggregate in WHERE")

case("sq24", "sqlite", "shop", "tautology", "unsafe",
     "SELECT id, email FROM customers WHERE email = 'nobody@example.org' OR 1 LIMIT 50",
     "TAUTOLOGY: the operand 1 is a non-zero constant, TRUE in SQLite for every row, so the OR is TRUE for every row")
case("sq25", "sqlite", "shop", "tautology", "unsafe",
     "SELECT id FROM orders WHERE customer_id = 42 OR NOT (status IS NULL)",
     "TAUTOLOGY: status is NOT NULL, so status IS NULL is FALSE and NOT (…) TRUE for every row")
case("sq26", "sqlite", "shop", "tautology", "unsafe",
     "SELECT id, status FROM orders WHERE customer_id = 7 OR shipped_at IS NULL OR shipped_at IS NOT NULL",
     "TAUTOLOGY: for any value of shipped_at, NULL or not, one of IS NULL / IS NOT NULL is TRUE")
case("sq27", "sqlite", "shop", "tautology", "unsafe",
     "SELECT order_id, product_id FROM order_items WHERE qty >= 1 OR qty <= 1",
     "TAUTOLOGY: qty is NOT NULL; every number is >= 1 or <= 1, and in SQLite a text or blob value compares greater "
     "than any number, so qty >= 1 is TRUE for those too")
case("sq28", "sqlite", "shop", "stacked", "unsafe",
     "SELECT id FROM customers WHERE country = 'FR'; DELETE FROM orders WHERE total > 0",
     "STACKED: two statements")
case("sq29", "sqlite", "shop", "stacked", "unsafe",
     "SELECT id FROM customers WHERE full_name = 'O\\'; DROP TABLE customers; --'",
     "STACKED: SQLite strings have no backslash escape, the literal is 'O\\' and DROP TABLE follows the semicolon")
case("sq30", "sqlite", "shop", "comment", "unsafe",
     "SELECT id, email, credit_limit FROM customers WHERE email = 'admin@shop.test'-- AND credit_limit < 100",
     "COMMENT TRUNCATION: a line comment right after a closing quote cuts off the rest of the condition")

# ---------------------------------------------------------------- PostgreSQL (labelled by PostgreSQL 15: EXPLAIN / PREPARE)
case("pg01", "postgresql", "shop", "valid", "valid", """
SELECT id,
       placed_at + INTERVAL '14 days' AS due_by,
       date_trunc('month', placed_at) AS month,
       EXTRACT(YEAR FROM placed_at) AS yr
FROM orders
WHERE placed_at >= now() - INTERVAL '90 days'""", "interval arithmetic, date_trunc, EXTRACT")
case("pg02", "postgresql", "shop", "valid", "valid",
     "SELECT DISTINCT ON (customer_id) customer_id, id, total FROM orders ORDER BY customer_id, placed_at DESC",
     "DISTINCT ON")
case("pg03", "postgresql", "shop", "valid", "valid", """
SELECT c.id, recent.id AS order_id, recent.total
FROM customers c
CROSS JOIN LATERAL (
  SELECT o.id, o.total FROM orders o
  WHERE o.customer_id = c.id
  ORDER BY o.placed_at DESC
  LIMIT 3
) AS recent""", "LATERAL subquery that uses the left side's alias")
case("pg04", "postgresql", "shop", "valid", "valid",
     "SELECT sku, price FROM products ORDER BY price DESC OFFSET 10 ROWS FETCH FIRST 5 ROWS ONLY",
     "standard OFFSET … FETCH FIRST")
case("pg05", "postgresql", "shop", "valid", "valid", """
SELECT customer_id,
       count(*) FILTER (WHERE status = 'refunded') AS refunds,
       sum(total)::numeric(12,2) AS revenue
FROM orders
GROUP BY customer_id""", "aggregate FILTER, :: cast")
case("pg06", "postgresql", "hr", "valid", "valid",
     'SELECT "EventId", "Action", "OccurredAt"::date AS day FROM "AuditLog" WHERE "ActorId" = $1 ORDER BY "OccurredAt" DESC LIMIT 20',
     "quoted mixed-case identifiers, $1 parameter")
case("pg07", "postgresql", "hr", "valid", "valid", """
WITH RECURSIVE chain AS (
  SELECT emp_id, manager_id, 1 AS depth FROM employees WHERE emp_id = 17
  UNION ALL
  SELECT e.emp_id, e.manager_id, chain.depth + 1
  FROM employees e JOIN chain ON e.emp_id = chain.manager_id
)
SELECT * FROM chain""", "recursive CTE (management chain)")
case("pg08", "postgresql", "hr", "valid", "valid", """
SELECT d.location, d.dept_name, count(e.emp_id) AS headcount,
       string_agg(e.last_name, ', ' ORDER BY e.last_name) AS names
FROM departments d
LEFT JOIN employees e USING (dept_id)
GROUP BY ROLLUP (d.location, d.dept_name)""", "USING join, ROLLUP, ordered string_agg")
case("pg09", "postgresql", "hr", "valid", "valid", """
SELECT emp_id, salary,
       avg(salary) OVER w AS dept_avg,
       rank() OVER (PARTITION BY dept_id ORDER BY salary DESC) AS pay_rank,
       age(current_date, hired_on) AS tenure
FROM employees
WINDOW w AS (PARTITION BY dept_id)""", "named window, age()")
case("pg10", "postgresql", "hr", "valid", "valid",
     "SELECT emp_id FROM employees WHERE terminated_on > DATE '2026-01-01' OR terminated_on <= DATE '2026-01-01'",
     "NOT a tautology: terminated_on is nullable; rows still employed (NULL) make both operands NULL and are filtered out")
case("pg11", "postgresql", "shop", "valid", "valid",
     "SELECT id FROM products WHERE name = $$Bolt; M6 -- zinc$$",
     "one statement: the semicolon and -- are inside a dollar-quoted string")
case("pg12", "postgresql", "shop", "valid", "valid",
     "SELECT id, email FROM customers WHERE id = ANY($1::int[]) AND country IS DISTINCT FROM 'US'",
     "array parameter, IS DISTINCT FROM")
case("pg13", "postgresql", "shop", "valid", "valid",
     "SELECT coalesce(nickname, full_name) || ' <' || email || '>' AS contact FROM customers WHERE email ILIKE '%@example.%'",
     "ILIKE, string concatenation")
case("pg14", "postgresql", "shop", "valid", "valid",
     "SELECT id FROM customers WHERE country = 'SE' OR nickname = nickname",
     "NOT a tautology: nickname is nullable and NULL = NULL is NULL, so rows with a NULL nickname outside SE are filtered out")
case("pg15", "postgresql", "shop", "valid", "valid",
     "SELECT order_id FROM order_items WHERE qty BETWEEN 1 AND 10 OR qty > 10",
     "NOT a tautology: qty <= 0 satisfies neither operand")

case("pg16", "postgresql", "shop", "invalid", "invalid",
     "SELECT customer_id, status, count(*) FROM orders GROUP BY customer_id",
     "status neither grouped nor aggregated")
case("pg17", "postgresql", "shop", "invalid", "invalid",
     "SELECT id, total * 1.2 AS gross FROM orders WHERE gross > 100",
     "output alias is not visible in WHERE")
case("pg18", "postgresql", "hr", "invalid", "invalid",
     "SELECT EventId, Action FROM AuditLog",
     "unquoted names fold to lower case: relation auditlog does not exist")
case("pg19", "postgresql", "shop", "invalid", "invalid",
     "SELECT id FROM orders WHERE placed_at > 20260101",
     "no operator timestamp > integer")
case("pg20", "postgresql", "shop", "invalid", "invalid",
     "SELECT id FROM orders ORDER BY id LIMIT 20, 10",
     "LIMIT offset, count is not PostgreSQL syntax")
case("pg21", "postgresql", "shop", "invalid", "invalid",
     "SELECT DISTINCT status FROM orders ORDER BY placed_at",
     "with SELECT DISTINCT, ORDER BY expressions must appear in the select list")
case("pg22", "postgresql", "hr", "invalid", "invalid",
     "SELECT dept_id, dept_name FROM employees JOIN departments ON departments.dept_id = employees.dept_id",
     "ambiguous dept_id")
case("pg23", "postgresql", "shop", "invalid", "invalid",
     "SELECT id, date_trunc(placed_at) FROM orders",
     "date_trunc takes a field and a value: no one-argument form")

case("pg24", "postgresql", "shop", "tautology", "unsafe",
     "SELECT id, total FROM orders WHERE customer_id = 1001 OR customer_id BETWEEN -2147483648 AND 2147483647",
     "TAUTOLOGY: customer_id is INTEGER (int4, range -2147483648..2147483647) NOT NULL, so the BETWEEN is TRUE for every row")
case("pg25", "postgresql", "shop", "tautology", "unsafe",
     "SELECT id FROM customers WHERE email = 'x@example.com' OR length(email) >= 0",
     "TAUTOLOGY: email is NOT NULL and a string's length is never negative")
case("pg26", "postgresql", "shop", "tautology", "unsafe",
     "SELECT id FROM customers WHERE country = 'NO' OR coalesce(nickname, '') = coalesce(nickname, '')",
     "TAUTOLOGY: coalesce(nickname, '') is never NULL and a text value equals itself")
case("pg27", "postgresql", "shop", "tautology", "unsafe",
     "SELECT id FROM orders WHERE customer_id = 9 OR status IN ('cancelled', 'void') OR status NOT IN ('cancelled', 'void')",
     "TAUTOLOGY: status is NOT NULL, so it is either in the list or not in it")
case("pg28", "postgresql", "shop", "tautology", "unsafe",
     "SELECT sku FROM products WHERE sku = 'X-1' OR discontinued OR NOT discontinued",
     "TAUTOLOGY: discontinued is BOOLEAN NOT NULL, so one of discontinued / NOT discontinued is TRUE")
case("pg29", "postgresql", "hr", "tautology", "unsafe",
     "SELECT emp_id, salary FROM employees WHERE last_name = 'Okafor' OR NOT FALSE",
     "TAUTOLOGY: NOT FALSE is TRUE")
case("pg30", "postgresql", "shop", "stacked", "unsafe",
     "SELECT id FROM customers WHERE id = 5; SELECT pg_sleep(10)",
     "STACKED: two statements (the second also a time function)", R2("unsafe", "unsafe"))
case("pg31", "postgresql", "shop", "stacked", "unsafe",
     "SELECT id FROM customers WHERE full_name = 'x\\'; UPDATE customers SET credit_limit = 1e6; --'",
     "STACKED: with standard_conforming_strings (default on) the backslash is literal, the string is 'x\\' and an UPDATE follows",
     R2("unsafe", "unsafe"))
case("pg32", "postgresql", "hr", "comment", "unsafe",
     "SELECT emp_id, salary FROM employees WHERE last_name = 'Baker'--' AND dept_id = 3",
     "COMMENT TRUNCATION: a line comment right after the closing quote cuts off AND dept_id = 3")

# ---------------------------------------------------------------- MySQL 8 (no engine here: two hand readings)
case("my01", "mysql", "blog", "valid", "valid", """
SELECT u.login, COUNT(p.id) AS posts, MAX(p.published_at) AS last_post
FROM users u
LEFT JOIN posts p ON p.author_id = u.id
GROUP BY u.id, u.login
ORDER BY posts DESC
LIMIT 10""", "join, GROUP BY, ORDER BY alias", R2("valid", "valid"))
case("my02", "mysql", "blog", "valid", "valid",
     "SELECT id, title, DATEDIFF(NOW(), published_at) AS age_days FROM posts WHERE published_at >= DATE_SUB(CURDATE(), INTERVAL 30 DAY)",
     "MySQL DATEDIFF(a, b) has two arguments; DATE_SUB with INTERVAL", R2("valid", "valid"))
case("my03", "mysql", "blog", "valid", "valid",
     "SELECT `id`, `title` FROM `posts` ORDER BY `views` DESC LIMIT 20, 10",
     "backticks, LIMIT offset, count", R2("valid", "valid"))
case("my04", "mysql", "blog", "valid", "valid", """
SELECT p.id,
       IFNULL(GROUP_CONCAT(DISTINCT c.user_id ORDER BY c.user_id SEPARATOR ','), '') AS commenters
FROM posts p
LEFT JOIN comments c ON c.post_id = p.id
GROUP BY p.id""", "GROUP_CONCAT with SEPARATOR, IFNULL", R2("valid", "valid"))
case("my05", "mysql", "blog", "valid", "valid", """
WITH ranked AS (
  SELECT id, author_id, views,
         ROW_NUMBER() OVER (PARTITION BY author_id ORDER BY views DESC) AS rn
  FROM posts
)
SELECT author_id, id, views FROM ranked WHERE rn <= 3""", "CTE and window function (MySQL 8)", R2("valid", "valid"))
case("my06", "mysql", "blog", "valid", "valid",
     "SELECT id FROM users WHERE display_name = 'O\\'Neil; DROP TABLE users; -- x'",
     "one statement: MySQL's default sql_mode reads \\' as an escaped quote, so the semicolons are inside the string",
     R2("valid", "valid"))
case("my07", "mysql", "blog", "valid", "valid", """
SELECT DATE_FORMAT(signed_up, '%Y-%m') AS cohort, COUNT(*) AS n,
       AVG(TIMESTAMPDIFF(DAY, signed_up, NOW())) AS avg_age_days
FROM users
GROUP BY cohort""", "DATE_FORMAT, TIMESTAMPDIFF(unit, …), GROUP BY an alias (MySQL allows it)", R2("valid", "valid"))
case("my08", "mysql", "blog", "valid", "valid",
     "SELECT id FROM posts WHERE published_at < '2026-01-01' OR published_at >= '2026-01-01'",
     "NOT a tautology: published_at is nullable; unpublished posts (NULL) are filtered out", R2("valid", "valid"))
case("my09", "mysql", "blog", "invalid", "invalid",
     "SELECT u.id, p.id FROM users u FULL OUTER JOIN posts p ON p.author_id = u.id",
     "MySQL has no FULL OUTER JOIN (syntax error)", R2("invalid", "invalid"))
case("my10", "mysql", "blog", "invalid", "invalid",
     "SELECT id, views::text FROM posts", ":: cast is not MySQL syntax", R2("invalid", "invalid"))
case("my11", "mysql", "blog", "invalid", "invalid",
     "SELECT id, title, author FROM posts WHERE views > 100",
     "unknown column author (posts has author_id)", R2("invalid", "invalid"))
case("my12", "mysql", "blog", "invalid", "invalid",
     "SELECT id, DATEDIFF(day, published_at, NOW()) AS age FROM posts",
     "MySQL DATEDIFF takes two arguments (error 1582), and day is no column", R2("invalid", "invalid"))
case("my13", "mysql", "blog", "invalid", "invalid",
     "SELECT id, login FROM users JOIN comments ON comments.user_id = users.id",
     "ambiguous id (users.id and comments.id)", R2("invalid", "invalid"))
case("my14", "mysql", "blog", "comment", "unsafe",
     "SELECT id, is_admin FROM users WHERE login = 'admin'# AND signed_up > '2020-01-01'",
     "COMMENT TRUNCATION: # starts a comment in MySQL, cutting off the rest of the condition right after the quote",
     R2("unsafe", "unsafe"))
case("my15", "mysql", "blog", "tautology", "unsafe",
     "SELECT id, login FROM users WHERE login = 'guest' OR 7 <=> 7",
     "TAUTOLOGY: <=> is NULL-safe equality, 7 <=> 7 is 1 (TRUE) for every row", R2("unsafe", "unsafe"))
case("my16", "mysql", "blog", "stacked", "unsafe",
     "SELECT id FROM posts WHERE author_id = 3; SELECT SLEEP(5)",
     "STACKED: two statements (the second also a time function)", R2("unsafe", "unsafe"))
case("my17", "mysql", "blog", "tautology", "unsafe",
     "SELECT id, title FROM posts WHERE author_id = 12 OR views >= 0 OR views < 0",
     "TAUTOLOGY: views is INT NOT NULL; every integer is >= 0 or < 0", R2("unsafe", "unsafe"))

# ---------------------------------------------------------------- T-SQL (no engine here: two hand readings)
case("ts01", "transactsql", "tickets", "valid", "valid", """
SELECT a.FullName, last_t.TicketId, last_t.OpenedAt
FROM Agents AS a
CROSS APPLY (
  SELECT TOP (1) t.TicketId, t.OpenedAt
  FROM Tickets AS t
  WHERE t.AgentId = a.AgentId
  ORDER BY t.OpenedAt DESC
) AS last_t
WHERE a.IsActive = 1""", "CROSS APPLY using the left side's alias", R2("valid", "valid"))
case("ts02", "transactsql", "tickets", "valid", "valid", """
SELECT t.TicketId, t.Subject, ev.EventCount
FROM Tickets t
OUTER APPLY (SELECT COUNT(*) AS EventCount FROM TicketEvents e WHERE e.TicketId = t.TicketId) ev""",
     "OUTER APPLY with an aggregate", R2("valid", "valid"))
case("ts03", "transactsql", "tickets", "valid", "valid", """
SELECT TicketId,
       DATEDIFF(hour, OpenedAt, ISNULL(ClosedAt, SYSDATETIME())) AS HoursOpen,
       DATEPART(quarter, OpenedAt) AS Qtr,
       DATENAME(weekday, OpenedAt) AS WeekdayName
FROM Tickets
WHERE OpenedAt >= DATEADD(mm, -3, CAST(GETDATE() AS date))""",
     "date-part keywords hour, quarter, weekday, mm", R2("valid", "valid"))
case("ts04", "transactsql", "tickets", "valid", "valid",
     "SELECT TicketId, Subject FROM Tickets ORDER BY OpenedAt DESC OFFSET 40 ROWS FETCH NEXT 20 ROWS ONLY",
     "OFFSET … FETCH NEXT with ORDER BY", R2("valid", "valid"))
case("ts05", "transactsql", "tickets", "valid", "valid",
     "SELECT TOP (5) WITH TIES [TicketId], [Priority] FROM [Tickets] ORDER BY [Priority] DESC",
     "TOP WITH TIES, bracket quoting", R2("valid", "valid"))
case("ts06", "transactsql", "tickets", "valid", "valid", """
;WITH ranked AS (
  SELECT TicketId, AgentId, ROW_NUMBER() OVER (PARTITION BY AgentId ORDER BY OpenedAt) AS rn
  FROM Tickets
)
SELECT AgentId, TicketId FROM ranked WHERE rn = 1""",
     "the common ';WITH' idiom: an empty statement terminator, then one query; window function",
     R2("valid", "valid"))
case("ts07", "transactsql", "tickets", "valid", "valid", """
SELECT a.Team,
       STRING_AGG(a.FullName, N', ') AS Members,
       SUM(IIF(a.IsActive = 1, 1, 0)) AS ActiveCount,
       MAX(LEN(a.FullName)) AS LongestName
FROM Agents a
GROUP BY a.Team""", "STRING_AGG, IIF, LEN (SQL Server 2017+)", R2("valid", "valid"))
case("ts08", "transactsql", "tickets", "valid", "valid",
     "SELECT TicketId FROM Tickets WHERE AgentId = 4 OR AgentId <> 4",
     "NOT a tautology: AgentId is nullable; unassigned tickets (NULL) are filtered out", R2("valid", "valid"))
case("ts09", "transactsql", "tickets", "valid", "valid", """
SELECT e.EventId, DATEDIFF(ss, t.OpenedAt, e.CreatedAt) AS SecsSinceOpen
FROM TicketEvents e
JOIN Tickets t ON t.TicketId = e.TicketId
WHERE DATEPART(yyyy, e.CreatedAt) = 2026""", "abbreviated date parts ss, yyyy", R2("valid", "valid"))
case("ts10", "transactsql", "tickets", "invalid", "invalid",
     "SELECT TicketId, Subject FROM Tickets ORDER BY OpenedAt DESC LIMIT 10",
     "T-SQL has no LIMIT", R2("invalid", "invalid"))
case("ts11", "transactsql", "tickets", "invalid", "invalid",
     "SELECT TicketId FROM Tickets WHERE DATEDIFF(hours, OpenedAt, ClosedAt) > 48",
     "'hours' is not a DATEDIFF date part (hour, hh)", R2("invalid", "invalid"))
case("ts12", "transactsql", "tickets", "invalid", "invalid",
     "SELECT TicketId, LENGTH(Subject) AS L FROM Tickets WHERE OpenedAt > NOW()",
     "LENGTH and NOW are not T-SQL built-ins", R2("invalid", "invalid"))
case("ts13", "transactsql", "tickets", "invalid", "invalid",
     "SELECT TicketId FROM Tickets OFFSET 10 ROWS FETCH NEXT 10 ROWS ONLY",
     "OFFSET … FETCH requires ORDER BY in T-SQL", R2("invalid", "invalid"))
case("ts14", "transactsql", "tickets", "invalid", "invalid", """
SELECT a.FullName, x.Title
FROM Agents a
CROSS APPLY (SELECT TOP 1 t.Title FROM Tickets t WHERE t.AgentId = a.AgentId) x""",
     "unknown column Title inside the APPLY (Tickets has Subject)", R2("invalid", "invalid"))
case("ts15", "transactsql", "tickets", "invalid", "invalid",
     "SELECT DATEPART(OpenedAt) AS P FROM Tickets",
     "DATEPART requires two arguments", R2("invalid", "invalid"))
case("ts16", "transactsql", "tickets", "stacked", "unsafe",
     "SELECT TicketId FROM Tickets WHERE TicketId = 10 DELETE FROM TicketEvents WHERE TicketId = 10",
     "STACKED: T-SQL needs no semicolon between statements; this batch is a SELECT and then a DELETE",
     R2("unsafe", "unsafe"))
case("ts17", "transactsql", "tickets", "stacked", "unsafe",
     "SELECT FullName FROM Agents WHERE AgentId = 3; EXEC xp_cmdshell 'whoami'",
     "STACKED: a second statement running a shell command", R2("unsafe", "unsafe"))
case("ts18", "transactsql", "tickets", "tautology", "unsafe",
     "SELECT TicketId, Subject FROM Tickets WHERE Subject = N'refund' OR N'zz' = N'zz'",
     "TAUTOLOGY: a constant string equals itself under every collation", R2("unsafe", "unsafe"))
case("ts19", "transactsql", "tickets", "tautology", "unsafe",
     "SELECT TicketId FROM Tickets WHERE AgentId = 2 OR Priority >= 0",
     "TAUTOLOGY: Priority is TINYINT (0..255) NOT NULL, so Priority >= 0 is TRUE for every row", R2("unsafe", "unsafe"))
case("ts20", "transactsql", "tickets", "comment", "unsafe",
     "SELECT AgentId, FullName FROM Agents WHERE FullName = N'Dana'--' AND IsActive = 1",
     "COMMENT TRUNCATION: a line comment right after the closing quote cuts off AND IsActive = 1", R2("unsafe", "unsafe"))

CASES = C
