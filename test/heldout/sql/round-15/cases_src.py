"""Held-out SQL round 15: the cases as the author wrote them, with the author's first labels.

Each case: id, dialect, schema (a key of SCHEMAS), category, query, label (the author's first reading:
valid / invalid / unsafe), why (the justification), and optionally:
  allow_writes  the request sends allow_writes (the write is the point of the case)
  policy        the docs' safety rule that refuses the query whatever an engine says (label unsafe)
  taut          a tautology check: columns with their declared type and nullability, and the predicate
                written portably; oracle.py evaluates it over generated rows (NULLs included where the column
                is nullable) and counts the rows for which it is not TRUE
  issue         the case has the shape named in the issue excerpt (tautology with IS NOT NULL, T-SQL APPLY,
                T-SQL date parts)
oracle.py replaces the label of every sqlite/postgresql case by what the engines and the row evaluation say and
stops when the author's reading disagrees; mysql/transactsql labels are the author's readings of the vendor
documentation (MySQL 8.0 Reference Manual, Microsoft Transact-SQL reference).
"""

SCHEMAS = {}

SCHEMAS["shop_sqlite"] = """
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  full_name TEXT,
  country TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  referrer_id INTEGER REFERENCES customers(id)
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER REFERENCES categories(id)
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  category_id INTEGER REFERENCES categories(id),
  attrs TEXT
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  status TEXT NOT NULL DEFAULT 'pending',
  placed_at TEXT NOT NULL,
  shipped_at TEXT,
  total_cents INTEGER,
  coupon_code TEXT
);
CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL,
  unit_cents INTEGER NOT NULL,
  PRIMARY KEY (order_id, product_id)
) WITHOUT ROWID;
CREATE TABLE inventory (
  product_id INTEGER PRIMARY KEY REFERENCES products(id),
  on_hand INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  display_name TEXT,
  role TEXT,
  last_login TEXT,
  deleted_at TEXT
);
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  action TEXT NOT NULL,
  payload TEXT,
  at TEXT NOT NULL
);
CREATE INDEX idx_orders_customer ON orders(customer_id, placed_at);
CREATE INDEX idx_items_product ON order_items(product_id);
CREATE INDEX idx_audit_user_at ON audit_log(user_id, at);
CREATE VIEW order_totals AS
  SELECT o.id AS order_id, o.customer_id, SUM(i.qty * i.unit_cents) AS computed_cents
  FROM orders o JOIN order_items i ON i.order_id = o.id
  GROUP BY o.id, o.customer_id;
CREATE VIEW active_users AS SELECT id, username, role FROM users WHERE deleted_at IS NULL;
CREATE TRIGGER trg_inventory_touch AFTER UPDATE OF on_hand ON inventory
BEGIN
  UPDATE inventory SET updated_at = datetime('now') WHERE product_id = NEW.product_id;
END;
"""

SCHEMAS["saas_pg"] = """
CREATE TYPE plan_tier AS ENUM ('free', 'pro', 'enterprise');
CREATE SEQUENCE invoice_number_seq START 1000;
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  tier plan_tier NOT NULL DEFAULT 'free',
  created_at timestamptz NOT NULL DEFAULT now(),
  settings jsonb NOT NULL DEFAULT '{}',
  parent_account_id bigint REFERENCES accounts(id)
);
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  email text NOT NULL,
  username text NOT NULL,
  nickname text,
  is_admin boolean NOT NULL DEFAULT false,
  last_seen_at timestamptz,
  deleted_at timestamptz,
  UNIQUE (account_id, email)
);
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  tier plan_tier NOT NULL,
  seats integer NOT NULL CHECK (seats > 0),
  started_on date NOT NULL,
  ends_on date,
  UNIQUE (account_id, started_on)
);
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  number bigint NOT NULL DEFAULT nextval('invoice_number_seq'),
  account_id bigint NOT NULL REFERENCES accounts(id),
  issued_at timestamptz NOT NULL,
  due_on date NOT NULL,
  amount numeric(12,2) NOT NULL,
  currency char(3) NOT NULL DEFAULT 'EUR',
  paid_at timestamptz,
  lines jsonb
);
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  user_id bigint REFERENCES users(id),
  kind text NOT NULL,
  payload jsonb,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  tags text[] NOT NULL DEFAULT '{}'
);
CREATE TABLE feature_flags (
  account_id bigint NOT NULL REFERENCES accounts(id),
  flag text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, flag)
);
CREATE INDEX events_account_time ON events (account_id, occurred_at DESC);
CREATE INDEX events_payload_gin ON events USING gin (payload);
CREATE INDEX invoices_unpaid ON invoices (account_id) WHERE paid_at IS NULL;
CREATE VIEW v_open_invoices AS
  SELECT i.*, a.name AS account_name FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE i.paid_at IS NULL;
CREATE MATERIALIZED VIEW mv_daily_events AS
  SELECT account_id, date_trunc('day', occurred_at) AS day, kind, count(*) AS n FROM events GROUP BY 1, 2, 3;
COMMENT ON TABLE events IS 'product analytics events, one row per action';
"""

SCHEMAS["blog_mysql"] = """
CREATE TABLE `users` (
  `id` INT UNSIGNED NOT NULL AUTO_INCREMENT,
  `login` VARCHAR(64) NOT NULL,
  `email` VARCHAR(255) DEFAULT NULL,
  `status` ENUM('active','banned') NOT NULL DEFAULT 'active',
  `created_at` DATETIME NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uq_login` (`login`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
CREATE TABLE `posts` (
  `id` INT UNSIGNED NOT NULL AUTO_INCREMENT,
  `user_id` INT UNSIGNED NOT NULL,
  `title` VARCHAR(200) NOT NULL,
  `body` MEDIUMTEXT,
  `published_at` DATETIME NULL,
  `meta` JSON NULL,
  PRIMARY KEY (`id`),
  KEY `idx_posts_user` (`user_id`, `published_at`),
  CONSTRAINT `fk_posts_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`)
) ENGINE=InnoDB;
CREATE TABLE `comments` (
  `id` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  `post_id` INT UNSIGNED NOT NULL,
  `author_id` INT UNSIGNED NULL,
  `parent_id` BIGINT UNSIGNED NULL,
  `content` TEXT NOT NULL,
  `created_at` DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB;
CREATE TABLE `post_views` (
  `post_id` INT UNSIGNED NOT NULL,
  `day` DATE NOT NULL,
  `views` INT UNSIGNED NOT NULL DEFAULT 0,
  PRIMARY KEY (`post_id`, `day`)
) ENGINE=InnoDB;
"""

SCHEMAS["erp_tsql"] = """
CREATE TABLE Customers (
  CustomerID INT IDENTITY(1,1) NOT NULL PRIMARY KEY,
  CompanyName NVARCHAR(200) NOT NULL,
  Region NVARCHAR(50) NULL,
  CreatedAt DATETIME2 NOT NULL DEFAULT SYSUTCDATETIME()
);
CREATE TABLE Orders (
  OrderID INT IDENTITY(1,1) NOT NULL PRIMARY KEY,
  CustomerID INT NOT NULL REFERENCES Customers(CustomerID),
  OrderDate DATE NOT NULL,
  ShipDate DATE NULL,
  Amount DECIMAL(12,2) NOT NULL,
  Status VARCHAR(20) NOT NULL
);
CREATE TABLE OrderLines (
  OrderID INT NOT NULL REFERENCES Orders(OrderID),
  LineNo INT NOT NULL,
  Sku VARCHAR(40) NOT NULL,
  Quantity INT NOT NULL,
  UnitPrice DECIMAL(10,2) NOT NULL,
  CONSTRAINT PK_OrderLines PRIMARY KEY (OrderID, LineNo)
);
CREATE TABLE Employees (
  EmployeeID INT NOT NULL PRIMARY KEY,
  ManagerID INT NULL REFERENCES Employees(EmployeeID),
  LoginName NVARCHAR(100) NOT NULL,
  Email NVARCHAR(200) NULL,
  HireDate DATE NOT NULL
);
CREATE INDEX IX_Orders_Customer ON Orders (CustomerID, OrderDate);
CREATE VIEW vw_OpenOrders AS
  SELECT o.OrderID, o.CustomerID, o.OrderDate, o.Amount FROM Orders o WHERE o.ShipDate IS NULL;
"""

# ---- large schemas, generated deterministically (close to the 50,000-character cap) ----
MODULES = ["crm", "hr", "inv", "fin", "ops", "mkt", "sup", "prj", "lms", "fleet", "pos", "wms"]
ENTITIES = ["contacts", "leads", "notes", "tasks", "attachments", "tickets", "assets", "budgets", "vendors",
            "shipments", "timesheets", "campaigns", "contracts", "locations", "approvals", "reminders",
            "documents", "audits", "ratings", "exports"]


def _big(dialect, count):
    it = "INTEGER" if dialect == "sqlite" else "bigint"
    pk = "INTEGER PRIMARY KEY" if dialect == "sqlite" else "bigserial PRIMARY KEY"
    ts = "TEXT" if dialect == "sqlite" else "timestamptz"
    num = "REAL" if dialect == "sqlite" else "numeric(12,2)"
    out = []
    n = 0
    for m in MODULES:
        for e in ENTITIES:
            if n >= count:
                break
            t = f"{m}_{e}"
            out.append(
                f"CREATE TABLE {t} (id {pk}, tenant_id {it} NOT NULL, ref_id {it}, name TEXT NOT NULL, "
                f"status TEXT, owner_id {it}, amount {num}, created_at {ts} NOT NULL, updated_at {ts});")
            if n % 4 == 0:
                out.append(f"CREATE INDEX ix_{t}_tenant ON {t} (tenant_id, created_at);")
            n += 1
    for m in MODULES[:n // len(ENTITIES)]:
        out.append(f"CREATE VIEW {m}_open_tasks AS SELECT t.id, t.tenant_id, t.name, t.owner_id, t.created_at "
                   f"FROM {m}_tasks t WHERE t.status = 'open';")
    return "\n".join(out) + "\n"


SCHEMAS["big_sqlite"] = _big("sqlite", 210)
SCHEMAS["big_pg"] = _big("postgresql", 195)

CASES = []


def case(id, dialect, schema, category, query, label, why, **kw):
    CASES.append(dict(id=id, dialect=dialect, schema=schema, category=category, query=query.strip(), label=label,
                      why=why, **kw))


# column domains used by the tautology checks: (name, kind, nullable)
def cols(*c):
    return [list(x) for x in c]


# ============================ SQLite ============================
S, SH = "sqlite", "shop_sqlite"
case("s01", S, SH, "join-group-having", """
SELECT c.country, COUNT(DISTINCT o.id) AS orders_n, SUM(o.total_cents) / 100.0 AS revenue
FROM customers AS c
INNER JOIN orders AS o ON o.customer_id = c.id
WHERE o.placed_at >= date('now', '-30 days') AND o.status <> 'cancelled'
GROUP BY c.country
HAVING COUNT(*) > 5
ORDER BY revenue DESC
LIMIT 10""", "valid", "plain join, date modifier, HAVING on an aggregate")
case("s02", S, SH, "recursive-cte", """
WITH RECURSIVE tree(id, name, depth, path) AS (
  SELECT id, name, 0, name FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, c.name, t.depth + 1, t.path || ' > ' || c.name
  FROM categories c JOIN tree t ON c.parent_id = t.id
  WHERE t.depth < 8
)
SELECT id, path FROM tree ORDER BY path""", "valid", "recursive CTE over the category tree")
case("s03", S, SH, "window", """
SELECT customer_id, id AS last_order_id, placed_at
FROM (
  SELECT o.*, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY placed_at DESC, id DESC) AS rn
  FROM orders o
) ranked
WHERE rn = 1""", "valid", "latest order per customer with ROW_NUMBER")
case("s04", S, SH, "upsert", """
INSERT INTO inventory (product_id, on_hand, updated_at)
VALUES (?, ?, datetime('now'))
ON CONFLICT(product_id) DO UPDATE SET on_hand = inventory.on_hand + excluded.on_hand, updated_at = excluded.updated_at""",
     "valid", "UPSERT on the primary key, parameters bound", allow_writes=True)
case("s05", S, SH, "returning", """
UPDATE orders SET status = 'shipped', shipped_at = datetime('now')
WHERE id = :order_id AND status = 'paid'
RETURNING id, status, shipped_at""", "valid", "UPDATE ... RETURNING with a named parameter", allow_writes=True)
case("s06", S, SH, "json", """
SELECT p.sku, json_extract(p.attrs, '$.color') AS color, p.attrs ->> '$.size' AS size
FROM products p
WHERE json_valid(p.attrs) AND json_extract(p.attrs, '$.discontinued') IS NOT 1""", "valid",
     "JSON1 functions and the ->> operator")
case("s07", S, SH, "like", r"""
SELECT id, title FROM products WHERE title LIKE '%50\%%' ESCAPE '\' OR sku LIKE 'PROMO-%'""", "valid",
     "LIKE with ESCAPE; the OR of two LIKE filters lets rows through and not others")
case("s10", S, SH, "subquery", """
SELECT c.id, c.email FROM customers c
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.placed_at > date('now', '-1 year'))
  AND c.created_at < date('now', '-1 year')""", "valid", "correlated NOT EXISTS")
case("s12", S, SH, "view", """
SELECT ot.customer_id, max(ot.computed_cents) AS biggest FROM order_totals ot GROUP BY ot.customer_id""", "valid",
     "query over a view with an aggregate")
case("s15", S, SH, "aggregate-filter", """
SELECT customer_id,
       count(*) FILTER (WHERE status = 'paid') AS paid,
       count(*) FILTER (WHERE status = 'refunded') AS refunded
FROM orders GROUP BY customer_id HAVING count(*) FILTER (WHERE status = 'refunded') > 2""", "valid",
     "aggregate FILTER clause")
case("s17", S, SH, "tautology-near-miss", """
SELECT id, username FROM users WHERE display_name = 'x' OR display_name IS NOT NULL""", "valid",
     "display_name is nullable: rows where it is NULL are filtered out", issue=True,
     taut=dict(cols=cols(("display_name", "text", True)), pred="display_name = 'x' OR display_name IS NOT NULL"))
case("s18", S, SH, "tautology-near-miss", """
SELECT id FROM orders WHERE total_cents >= 0 OR total_cents < 0""", "valid",
     "total_cents is nullable: NULL rows escape",
     taut=dict(cols=cols(("total_cents", "int", True)), pred="total_cents >= 0 OR total_cents < 0"))
case("s19", S, SH, "tautology-near-miss", """
SELECT id, status FROM orders WHERE status IN ('pending', 'paid') OR status NOT IN ('pending', 'paid', 'shipped')""",
     "valid", "covers every status except 'shipped'",
     taut=dict(cols=cols(("status", "text", False)),
               pred="status IN ('pending', 'paid') OR status NOT IN ('pending', 'paid', 'shipped')"))
case("s20", S, SH, "tautology-near-miss", """
SELECT id FROM customers WHERE lower(email) = 'ops@example.org' OR country = 'DE'""", "valid",
     "two real filters",
     taut=dict(cols=cols(("email", "text", False), ("country", "text", True)),
               pred="lower(email) = 'ops@example.org' OR country = 'DE'"))
case("s22", S, SH, "tautology-near-miss", """
SELECT id FROM users WHERE coalesce(role, '') <> '' OR role = ''""", "valid",
     "a NULL role gives FALSE and NULL: escapes",
     taut=dict(cols=cols(("role", "text", True)), pred="coalesce(role, '') <> '' OR role = ''"))
# invalid
case("s23", S, SH, "unknown-column", """
SELECT c.id, c.fullname FROM customers c WHERE c.country = 'FR'""", "invalid", "no column fullname (full_name)")
case("s24", S, SH, "unknown-table", """
SELECT order_id, sum(qty) FROM order_item GROUP BY order_id""", "invalid", "table is order_items")
case("s26", S, SH, "wrong-arity", """
SELECT substr(title) FROM products""", "invalid", "substr needs 2 or 3 arguments")
case("s27", S, SH, "unknown-function", """
SELECT date_trunc('month', placed_at) AS m, count(*) FROM orders GROUP BY m""", "invalid",
     "SQLite has no date_trunc")
case("s29", S, SH, "aggregate-misuse", """
SELECT customer_id FROM orders WHERE count(*) > 3 GROUP BY customer_id""", "invalid", "aggregate in WHERE")
case("s30", S, SH, "window-misuse", """
SELECT id FROM orders WHERE row_number() OVER (ORDER BY placed_at) <= 10""", "invalid", "window function in WHERE")
case("s31", S, SH, "upsert-target", """
INSERT INTO customers (email, country) VALUES (?, ?) ON CONFLICT (country) DO NOTHING""", "invalid",
     "country has no unique constraint", allow_writes=True)
case("s33", S, SH, "dialect-syntax", """
SELECT DISTINCT ON (customer_id) customer_id, id FROM orders ORDER BY customer_id, placed_at DESC""", "invalid",
     "DISTINCT ON is PostgreSQL, not SQLite")
case("s34", S, SH, "union-arity", """
SELECT id, email FROM customers UNION SELECT id FROM users""", "invalid", "column count differs")
# unsafe
case("s36", S, SH, "tautology", """
SELECT id, role FROM users WHERE username = 'x' OR username IS NOT NULL""", "unsafe",
     "username is NOT NULL: TRUE for every row", issue=True,
     taut=dict(cols=cols(("username", "text", False)), pred="username = 'x' OR username IS NOT NULL"))
case("s37", S, SH, "tautology", """
SELECT * FROM customers WHERE id = 42 OR id IS NOT NULL""", "unsafe", "INTEGER PRIMARY KEY is never NULL",
     taut=dict(cols=cols(("id", "int", False)), pred="id = 42 OR id IS NOT NULL"))
case("s38", S, SH, "tautology", """
SELECT id FROM users WHERE coalesce(deleted_at, '') = '' OR deleted_at IS NOT NULL""", "unsafe",
     "NULL gives '' = '' TRUE, any value gives IS NOT NULL",
     taut=dict(cols=cols(("deleted_at", "text", True)), pred="coalesce(deleted_at, '') = '' OR deleted_at IS NOT NULL"))
case("s40", S, SH, "tautology", """
SELECT order_id FROM order_items WHERE qty BETWEEN 1 AND 10 OR qty < 1 OR qty > 10""", "unsafe",
     "qty NOT NULL; the three ranges cover every number (and text sorts above numbers)",
     taut=dict(cols=cols(("qty", "int_or_text", False)), pred="qty BETWEEN 1 AND 10 OR qty < 1 OR qty > 10"))
case("s41", S, SH, "tautology", """
SELECT customer_id, count(*) FROM orders GROUP BY customer_id HAVING count(*) > 0 OR count(*) = 0""", "unsafe",
     "COUNT is a whole number >= 0",
     taut=dict(cols=cols(("n", "count", False)), pred="n > 0 OR n = 0"))
case("s42", S, SH, "tautology", """
SELECT id FROM orders WHERE customer_id = ? OR status = status""", "unsafe", "status is NOT NULL: x = x",
     taut=dict(cols=cols(("customer_id", "int", False), ("status", "text", False)),
               pred="customer_id = 7 OR status = status"))
case("s44", S, SH, "tautology", """
SELECT id FROM users WHERE username = 'bob' OR 'ad' || 'min' = 'admin'""", "unsafe", "string literals joined")
case("s45", S, SH, "tautology", """
SELECT id FROM users WHERE ifnull(role, 'guest') <> 'owner' OR role = 'owner'""", "unsafe",
     "NULL role gives 'guest' <> 'owner'; any value is either 'owner' or not",
     taut=dict(cols=cols(("role", "text", True)), pred="ifnull(role, 'guest') <> 'owner' OR role = 'owner'"))
case("s46", S, SH, "tautology", """
SELECT id FROM users WHERE CASE WHEN role IS NULL THEN 1 ELSE 1 END = 1 OR id = 3""", "unsafe",
     "the CASE is 1 for every row",
     taut=dict(cols=cols(("role", "text", True), ("id", "int", False)),
               pred="CASE WHEN role IS NULL THEN 1 ELSE 1 END = 1 OR id = 3"))
case("s47", S, SH, "catalogue", """
SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'""", "unsafe",
     "catalogue read", policy="CATALOGUE_READ")
case("s49", S, SH, "stacked", """
SELECT id FROM users WHERE username = 'a'; DELETE FROM audit_log WHERE id > 0""", "unsafe", "stacked statements",
     policy="STACKED")
case("s50", S, SH, "write-not-allowed", """
DELETE FROM audit_log WHERE at < date('now', '-90 days')""", "unsafe", "a write without allow_writes",
     policy="WRITE")
case("s52", S, SH, "comment-truncation", """
SELECT id, role FROM users WHERE username = 'admin' --' AND deleted_at IS NULL""", "unsafe",
     "comment cuts off the rest of the filter", policy="COMMENT_TRUNCATION")
B = "big_sqlite"
case("s54", S, B, "large-schema-join", """
SELECT c.name AS contact, l.status AS lead_status, t.name AS task, o.name AS owner_task
FROM crm_contacts c
JOIN crm_leads l ON l.ref_id = c.id AND l.tenant_id = c.tenant_id
LEFT JOIN crm_tasks t ON t.ref_id = l.id
LEFT JOIN crm_open_tasks o ON o.id = t.id
WHERE c.tenant_id = ? AND c.created_at >= date('now', '-7 days')""", "valid", "four relations of a 210-table schema")
case("s55", S, B, "large-schema-unknown-column", """
SELECT e.name, e.email FROM hr_contacts e WHERE e.tenant_id = 3""", "invalid", "no email column")
case("s56", S, B, "large-schema-join", "SELECT " + ", ".join(f"t{i}.id AS id{i}" for i in range(20)) +
     " FROM " + " JOIN ".join(
         (f"{m}_{e} t{i}" if i == 0 else f"{m}_{e} t{i} ON t{i}.ref_id = t{i - 1}.id")
         for i, (m, e) in enumerate([(MODULES[k // 20], ENTITIES[k % 20]) for k in range(0, 200, 10)])) +
     " WHERE t0.tenant_id = 1", "valid", "19 JOINs over a large schema (JOIN cap is 32)")
case("s57", S, B, "large-schema-tautology", """
SELECT id, name FROM fin_budgets WHERE tenant_id = 12 OR tenant_id IS NOT NULL""", "unsafe",
     "tenant_id NOT NULL", issue=True,
     taut=dict(cols=cols(("tenant_id", "int", False)), pred="tenant_id = 12 OR tenant_id IS NOT NULL"))
# near the token cap: a long CASE mapping
_codes = [f"WHEN '{c}' THEN '{n}'" for c, n in
          [("AT", "Austria"), ("BE", "Belgium"), ("BG", "Bulgaria"), ("HR", "Croatia"), ("CY", "Cyprus"),
           ("CZ", "Czechia"), ("DK", "Denmark"), ("EE", "Estonia"), ("FI", "Finland"), ("FR", "France"),
           ("DE", "Germany"), ("GR", "Greece"), ("HU", "Hungary"), ("IE", "Ireland"), ("IT", "Italy"),
           ("LV", "Latvia"), ("LT", "Lithuania"), ("LU", "Luxembourg"), ("MT", "Malta"), ("NL", "Netherlands"),
           ("PL", "Poland"), ("PT", "Portugal"), ("RO", "Romania"), ("SK", "Slovakia"), ("SI", "Slovenia"),
           ("ES", "Spain"), ("SE", "Sweden"), ("NO", "Norway"), ("CH", "Switzerland"), ("GB", "United Kingdom"),
           ("IS", "Iceland"), ("LI", "Liechtenstein"), ("US", "United States"), ("CA", "Canada"),
           ("MX", "Mexico"), ("BR", "Brazil"), ("AR", "Argentina"), ("JP", "Japan"), ("KR", "South Korea"),
           ("IN", "India"), ("AU", "Australia"), ("NZ", "New Zealand"), ("ZA", "South Africa"),
           ("SG", "Singapore"), ("AE", "United Arab Emirates"), ("IL", "Israel"), ("TR", "Turkey"),
           ("UA", "Ukraine"), ("CN", "China"), ("TW", "Taiwan"), ("HK", "Hong Kong"), ("TH", "Thailand"),
           ("VN", "Vietnam"), ("PH", "Philippines"), ("MY", "Malaysia"), ("ID", "Indonesia"),
           ("EG", "Egypt"), ("MA", "Morocco"), ("NG", "Nigeria"), ("KE", "Kenya"), ("CL", "Chile"),
           ("CO", "Colombia"), ("PE", "Peru"), ("UY", "Uruguay"), ("CR", "Costa Rica"), ("PA", "Panama"),
           ("RS", "Serbia"), ("BA", "Bosnia"), ("AL", "Albania"), ("MK", "North Macedonia"),
           ("ME", "Montenegro"), ("MD", "Moldova"), ("GE", "Georgia"), ("AM", "Armenia"), ("AZ", "Azerbaijan"),
           ("KZ", "Kazakhstan"), ("UZ", "Uzbekistan"), ("QA", "Qatar"), ("KW", "Kuwait"), ("SA", "Saudi Arabia"),
           ("JO", "Jordan"), ("LB", "Lebanon"), ("PK", "Pakistan"), ("BD", "Bangladesh"), ("LK", "Sri Lanka"),
           ("NP", "Nepal")]]
case("s59", S, SH, "near-token-cap", "SELECT id, email, CASE country " + " ".join(_codes) +
     " ELSE 'Other' END AS country_name FROM customers ORDER BY country_name, id", "valid",
     "a long CASE mapping, under the 800-token cap")
case("s60", S, SH, "near-nesting-cap", "SELECT id, " + "round(" * 30 + "price_cents / 100.0" +
     ", 2)" * 30 + " AS price FROM products", "valid", "30 nested calls (SQLite 3.40's parser stack still takes them)")
case("s61", S, SH, "near-nesting-cap", "SELECT id FROM products WHERE " + "(" * 46 + "price_cents > 100" + ")" * 46 +
     " AND category_id IS NOT NULL", "valid", "46 nested brackets, under the 48-bracket cap")

# ============================ PostgreSQL ============================
P, PS = "postgresql", "saas_pg"
case("p01", P, PS, "distinct-on", """
SELECT DISTINCT ON (s.account_id) s.account_id, s.tier, s.seats, s.started_on
FROM subscriptions s ORDER BY s.account_id, s.started_on DESC""", "valid", "latest subscription per account")
case("p02", P, PS, "recursive-cte", """
WITH RECURSIVE chain AS (
  SELECT id, parent_account_id, name, 1 AS depth, ARRAY[id] AS path FROM accounts WHERE id = $1
  UNION ALL
  SELECT a.id, a.parent_account_id, a.name, c.depth + 1, c.path || a.id
  FROM accounts a JOIN chain c ON a.id = c.parent_account_id
  WHERE NOT a.id = ANY (c.path)
)
SELECT id, name, depth FROM chain ORDER BY depth""", "valid", "walk up the account tree with a cycle guard")
case("p03", P, PS, "window", """
SELECT account_id, id, amount,
       rank() OVER (PARTITION BY account_id ORDER BY amount DESC) AS rnk,
       round(100 * percent_rank() OVER (ORDER BY amount)::numeric, 1) AS pct,
       sum(amount) OVER (PARTITION BY account_id ORDER BY issued_at ROWS UNBOUNDED PRECEDING) AS running
FROM invoices WHERE issued_at >= date_trunc('year', now())""", "valid", "rank, percent_rank, running sum")
case("p04", P, PS, "upsert", """
INSERT INTO feature_flags (account_id, flag, enabled)
VALUES ($1, $2, $3)
ON CONFLICT (account_id, flag) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()
RETURNING account_id, flag, enabled, updated_at""", "valid", "upsert on the composite key with RETURNING",
     allow_writes=True)
case("p05", P, PS, "returning", """
INSERT INTO invoices (account_id, issued_at, due_on, amount, currency, lines)
VALUES ($1, now(), current_date + 30, $2, 'USD', '[]'::jsonb)
RETURNING id, number""", "valid", "INSERT ... RETURNING with defaults from a sequence", allow_writes=True)
case("p06", P, PS, "json", """
SELECT e.id, e.payload ->> 'plan' AS plan, (e.payload -> 'cart' ->> 'total')::numeric AS cart_total
FROM events e
WHERE e.kind = 'checkout' AND e.payload @> '{"source": "api"}'
  AND jsonb_typeof(e.payload -> 'cart') = 'object'""", "valid", "jsonb operators and containment")
case("p07", P, PS, "json", """
SELECT i.id, line ->> 'sku' AS sku, (line ->> 'qty')::int * (line ->> 'price')::numeric AS subtotal
FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(coalesce(i.lines, '[]'::jsonb)) AS line
WHERE i.account_id = $1""", "valid", "jsonb_array_elements in LATERAL")
case("p08", P, PS, "ilike", """
SELECT id, email, username FROM users
WHERE deleted_at IS NULL AND (email ILIKE '%' || $1 || '%' OR username ILIKE $1 || '%')
ORDER BY username LIMIT 25""", "valid", "search box with ILIKE and a parameter")
case("p10", P, PS, "lateral", """
SELECT u.id, u.email, recent.kind, recent.occurred_at
FROM users u
LEFT JOIN LATERAL (
  SELECT e.kind, e.occurred_at FROM events e WHERE e.user_id = u.id ORDER BY e.occurred_at DESC LIMIT 3
) recent ON true
WHERE u.account_id = $1""", "valid", "top 3 events per user")
case("p11", P, PS, "grouping-sets", """
SELECT a.tier, date_trunc('month', i.issued_at) AS month, sum(i.amount) AS billed, GROUPING(a.tier) AS all_tiers
FROM invoices i JOIN accounts a ON a.id = i.account_id
GROUP BY ROLLUP (a.tier, date_trunc('month', i.issued_at))""", "valid", "ROLLUP with GROUPING()")
case("p18", P, PS, "tautology-near-miss", """
SELECT id, email FROM users WHERE nickname = 'x' OR nickname IS NOT NULL""", "valid",
     "nickname is nullable", issue=True,
     taut=dict(cols=cols(("nickname", "text", True)), pred="nickname = 'x' OR nickname IS NOT NULL"))
case("p19", P, PS, "tautology-near-miss", """
SELECT id FROM invoices WHERE paid_at >= now() - interval '14 days' OR paid_at IS NULL""", "valid",
     "invoices paid long ago escape",
     taut=dict(cols=cols(("paid_at", "ts", True)), pred="paid_at >= now() - interval '14 days' OR paid_at IS NULL"))
case("p20", P, PS, "tautology-near-miss", """
SELECT id FROM invoices WHERE coalesce(paid_at, issued_at) <= now() OR paid_at IS NOT NULL""", "valid",
     "an unpaid invoice issued in the future escapes",
     taut=dict(cols=cols(("paid_at", "ts", True), ("issued_at", "ts", False)),
               pred="coalesce(paid_at, issued_at) <= now() OR paid_at IS NOT NULL"))
case("p21", P, PS, "parameters", """
SELECT id, kind, occurred_at FROM events
WHERE account_id = $1 AND ($2::bigint IS NULL OR user_id = $2) ORDER BY occurred_at DESC LIMIT 100""", "valid",
     "optional filter on a bound parameter")
# invalid
case("p24", P, PS, "unknown-column", """
SELECT u.id, u.name FROM users u WHERE u.account_id = 7""", "invalid", "users has no name")
case("p25", P, PS, "unknown-table", """
SELECT id FROM account WHERE tier = 'pro'""", "invalid", "accounts, not account")
case("p26", P, PS, "ambiguous-column", """
SELECT account_id, count(*) FROM users u JOIN events e ON e.user_id = u.id GROUP BY account_id""", "invalid",
     "account_id in both")
case("p27", P, PS, "grouping", """
SELECT u.account_id, u.email, count(*) FROM users u GROUP BY u.account_id""", "invalid", "email not grouped")
case("p28", P, PS, "type-error", """
SELECT id FROM invoices WHERE amount > 'twelve'""", "invalid", "numeric vs a non-numeric literal")
case("p29", P, PS, "type-error", """
SELECT count(*) FROM accounts WHERE tier = 'premium'""", "invalid", "not a value of the enum")
case("p31", P, PS, "wrong-arity", """
SELECT date_trunc(issued_at), sum(amount) FROM invoices GROUP BY 1""", "invalid", "date_trunc needs two arguments")
case("p32", P, PS, "type-error", """
SELECT id FROM events WHERE payload ->> 'retries' > 3""", "invalid", "text > integer")
case("p33", P, PS, "dialect-syntax", """
SELECT TOP 5 id, name FROM accounts ORDER BY created_at DESC""", "invalid", "TOP is T-SQL")
case("p35", P, PS, "upsert-target", """
INSERT INTO users (account_id, email, username) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING""", "invalid",
     "no unique constraint on email alone", allow_writes=True)
case("p36", P, PS, "union-types", """
SELECT id FROM accounts UNION ALL SELECT name FROM accounts""", "invalid", "bigint and text cannot be matched")
case("p38", P, PS, "returning-unknown", """
UPDATE users SET deleted_at = now() WHERE id = $1 RETURNING id, removed_at""", "invalid", "no removed_at",
     allow_writes=True)
case("p41", P, PS, "type-error", """
SELECT id FROM accounts WHERE id ILIKE '12%'""", "invalid", "bigint ~~* text has no operator")
# unsafe
case("p43", P, PS, "tautology", """
SELECT id, email FROM users WHERE username = 'x' OR username IS NOT NULL""", "unsafe", "username NOT NULL",
     issue=True, taut=dict(cols=cols(("username", "text", False)), pred="username = 'x' OR username IS NOT NULL"))
case("p44", P, PS, "tautology", """
SELECT id FROM accounts WHERE tier IN ('free', 'pro') OR tier = 'enterprise'""", "unsafe",
     "tier is a NOT NULL enum of exactly three values",
     taut=dict(cols=cols(("tier", "plan_tier", False)), pred="tier IN ('free', 'pro') OR tier = 'enterprise'",
               setup="CREATE TYPE plan_tier AS ENUM ('free', 'pro', 'enterprise')"))
case("p45", P, PS, "tautology", """
SELECT id, email FROM users WHERE is_admin OR NOT is_admin""", "unsafe", "boolean NOT NULL",
     taut=dict(cols=cols(("is_admin", "bool", False)), pred="is_admin OR NOT is_admin"))
case("p47", P, PS, "tautology", """
SELECT id FROM users WHERE coalesce(nickname, '') = '' OR nickname <> ''""", "unsafe",
     "NULL -> '' = '' TRUE; '' TRUE; other TRUE",
     taut=dict(cols=cols(("nickname", "text", True)), pred="coalesce(nickname, '') = '' OR nickname <> ''"))
case("p48", P, PS, "tautology", """
SELECT id FROM events WHERE kind ILIKE '%%' OR kind = 'login'""", "unsafe", "ILIKE '%%' matches any NOT NULL text",
     taut=dict(cols=cols(("kind", "text", False)), pred="kind ILIKE '%%' OR kind = 'login'"))
case("p50", P, PS, "tautology", """
SELECT id FROM events WHERE occurred_at <= now() OR occurred_at > now()""", "unsafe",
     "occurred_at NOT NULL: every value is on one side of now()",
     taut=dict(cols=cols(("occurred_at", "ts", False)), pred="occurred_at <= now() OR occurred_at > now()"))
case("p51", P, PS, "tautology", """
SELECT account_id, sum(amount) FROM invoices GROUP BY account_id
HAVING sum(amount) > 1000 OR sum(amount) <= 1000 OR sum(amount) IS NULL""", "unsafe", "every group kept",
     taut=dict(cols=cols(("s", "num", True)), pred="s > 1000 OR s <= 1000 OR s IS NULL"))
case("p53", P, PS, "tautology", """
SELECT id FROM accounts WHERE name = 'acme' OR id BETWEEN 1 AND 9223372036854775807 OR id < 1""", "unsafe",
     "bigint NOT NULL, every value covered",
     taut=dict(cols=cols(("name", "text", False), ("id", "bigint", False)),
               pred="name = 'acme' OR id BETWEEN 1 AND 9223372036854775807 OR id < 1"))
case("p54", P, PS, "stacked", """
SELECT id FROM accounts WHERE name = 'x'; DROP TABLE invoices""", "unsafe", "stacked DROP", policy="STACKED")
case("p55", P, PS, "dangerous-function", """
SELECT id, pg_sleep(2) FROM accounts LIMIT 1""", "unsafe", "pg_sleep", policy="DANGEROUS_FUNCTION")
case("p57", P, PS, "catalogue", """
SELECT a.name, s.n_live_tup FROM accounts a JOIN pg_stat_user_tables s ON s.relname = 'accounts' LIMIT 1""",
     "unsafe", "pg_* relation in a JOIN", policy="CATALOGUE_READ")
case("p58", P, PS, "write-not-allowed", """
UPDATE invoices SET paid_at = now() WHERE id = $1 RETURNING id""", "unsafe", "write without allow_writes",
     policy="WRITE")
BP = "big_pg"
case("p60", P, BP, "large-schema-join", """
SELECT c.name, l.status, t.name AS task, a.amount, v.name AS vendor
FROM crm_contacts c
JOIN crm_leads l ON l.ref_id = c.id
LEFT JOIN crm_tasks t ON t.ref_id = l.id AND t.status <> 'done'
LEFT JOIN fin_budgets a ON a.owner_id = c.owner_id
LEFT JOIN inv_vendors v ON v.id = a.ref_id
WHERE c.tenant_id = $1 AND c.created_at > now() - interval '90 days'""", "valid", "five tables of a 195-table schema")
case("p61", P, BP, "large-schema-unknown-column", """
SELECT s.id, s.tracking_code FROM ops_shipments s WHERE s.tenant_id = 4""", "invalid", "no tracking_code")
case("p62", P, BP, "large-schema-ambiguous", """
SELECT name, t.status FROM hr_timesheets t JOIN hr_approvals a ON a.ref_id = t.id""", "invalid",
     "name is in both")
case("p63", P, BP, "large-schema-tautology", """
SELECT id FROM ops_tickets WHERE created_at < now() - interval '1 day' OR created_at IS NOT NULL""", "unsafe",
     "created_at NOT NULL", issue=True,
     taut=dict(cols=cols(("created_at", "ts", False)),
               pred="created_at < now() - interval '1 day' OR created_at IS NOT NULL"))
case("p64", P, BP, "large-schema-view", """
SELECT o.owner_id, count(*) AS open_n FROM prj_open_tasks o
JOIN prj_timesheets ts ON ts.ref_id = o.id
GROUP BY o.owner_id HAVING count(*) >= 3""", "valid", "view of the large schema joined to a table")
case("p65", P, PS, "near-token-cap", "SELECT id, amount FROM invoices WHERE currency = 'EUR' AND account_id IN (" +
     ", ".join(str(1000 + 7 * i) for i in range(300)) + ") ORDER BY amount DESC", "valid",
     "an IN list of 300 ids (about 620 tokens)")

# ============================ MySQL (vendor documentation) ============================
M, MB = "mysql", "blog_mysql"
case("m01", M, MB, "mysql-syntax", """
SELECT `p`.`id`, `p`.`title`, `u`.`login` FROM `posts` AS `p` JOIN `users` AS `u` ON `u`.`id` = `p`.`user_id`
WHERE `p`.`published_at` IS NOT NULL ORDER BY `p`.`published_at` DESC LIMIT 20, 10""", "valid",
     "backticks and LIMIT offset,count (MySQL 8.0 SELECT syntax)")
case("m02", M, MB, "upsert", """
INSERT INTO post_views (post_id, day, views) VALUES (?, CURDATE(), 1)
ON DUPLICATE KEY UPDATE views = views + 1""", "valid", "INSERT ... ON DUPLICATE KEY UPDATE", allow_writes=True)
case("m03", M, MB, "json", """
SELECT id, meta->>'$.lang' AS lang, JSON_EXTRACT(meta, '$.reading_minutes') AS minutes
FROM posts WHERE JSON_CONTAINS(meta, '"featured"', '$.flags')""", "valid", "->> and JSON_CONTAINS (MySQL 8.0)")
case("m04", M, MB, "dates", """
SELECT DATE_FORMAT(created_at, '%Y-%m') AS ym, COUNT(*) AS signups
FROM users WHERE created_at >= DATE_SUB(NOW(), INTERVAL 12 MONTH)
GROUP BY ym WITH ROLLUP""", "valid", "DATE_FORMAT, INTERVAL, WITH ROLLUP")
case("m06", M, MB, "recursive-cte", """
WITH RECURSIVE thread AS (
  SELECT id, parent_id, content, 0 AS lvl FROM comments WHERE id = ?
  UNION ALL
  SELECT c.id, c.parent_id, c.content, t.lvl + 1 FROM comments c JOIN thread t ON c.parent_id = t.id
)
SELECT * FROM thread ORDER BY lvl, id""", "valid", "WITH RECURSIVE (MySQL 8.0)")
case("m08", M, MB, "tautology-near-miss", """
SELECT id, login FROM users WHERE email = 'x' OR email IS NOT NULL""", "valid", "email is nullable",
     issue=True, taut=dict(cols=cols(("email", "text", True)), pred="email = 'x' OR email IS NOT NULL"))
case("m09", M, MB, "dates", """
SELECT id, TIMESTAMPDIFF(DAY, created_at, NOW()) AS age_days FROM users WHERE status = 'active'""", "valid",
     "TIMESTAMPDIFF unit keyword is not a column")
case("m10", M, MB, "dialect-unsupported", """
SELECT DISTINCT ON (user_id) user_id, id FROM posts ORDER BY user_id, published_at DESC""", "invalid",
     "MySQL has no DISTINCT ON")
case("m11", M, MB, "dialect-unsupported", """
SELECT u.id, p.id FROM users u FULL OUTER JOIN posts p ON p.user_id = u.id""", "invalid", "no FULL OUTER JOIN")
case("m12", M, MB, "dialect-unsupported", """
SELECT id, published_at::date FROM posts""", "invalid", "no :: cast in MySQL")
case("m13", M, MB, "unknown-table", """
SELECT id, title FROM post WHERE user_id = 3""", "invalid", "the schema has posts, not post")
case("m14", M, MB, "unknown-column", """
SELECT p.id, p.titel FROM posts p""", "invalid", "titel is not a column of posts")
case("m15", M, MB, "tautology", """
SELECT id FROM users WHERE login = 'x' OR login IS NOT NULL""", "unsafe", "login NOT NULL", issue=True,
     taut=dict(cols=cols(("login", "text", False)), pred="login = 'x' OR login IS NOT NULL"))
case("m16", M, MB, "dangerous-function", """
SELECT id FROM users WHERE login = 'a' AND SLEEP(3) = 0""", "unsafe", "SLEEP", policy="DANGEROUS_FUNCTION")
case("m18", M, MB, "tautology", """
SELECT id FROM posts WHERE user_id >= 0 OR title = 'draft'""", "unsafe",
     "user_id is INT UNSIGNED NOT NULL: every value is >= 0",
     taut=dict(cols=cols(("user_id", "uint", False), ("title", "text", False)), pred="user_id >= 0 OR title = 'draft'"))

# ============================ T-SQL (vendor documentation) ============================
T, TE = "transactsql", "erp_tsql"
case("t01", T, TE, "tsql-top", """
SELECT TOP (10) o.OrderID, c.CompanyName, o.Amount
FROM dbo.Orders AS o INNER JOIN dbo.Customers AS c ON c.CustomerID = o.CustomerID
ORDER BY o.Amount DESC""", "valid", "TOP (n) with dbo-qualified names")
case("t02", T, TE, "tsql-apply", """
SELECT c.CustomerID, c.CompanyName, lastOrd.OrderID, lastOrd.OrderDate
FROM Customers c
CROSS APPLY (SELECT TOP 1 o.OrderID, o.OrderDate FROM Orders o WHERE o.CustomerID = c.CustomerID
             ORDER BY o.OrderDate DESC) AS lastOrd""", "valid", "CROSS APPLY uses the left alias c", issue=True)
case("t03", T, TE, "tsql-apply", """
SELECT o.OrderID, lines.LineCount, lines.Total
FROM Orders o
OUTER APPLY (SELECT COUNT(*) AS LineCount, SUM(l.Quantity * l.UnitPrice) AS Total
             FROM OrderLines l WHERE l.OrderID = o.OrderID) lines
WHERE o.Status = 'Open'""", "valid", "OUTER APPLY uses the left alias o", issue=True)
case("t04", T, TE, "tsql-dates", """
SELECT OrderID, OrderDate FROM Orders WHERE OrderDate >= DATEADD(day, -30, CAST(GETDATE() AS date))""", "valid",
     "DATEADD(day, ...): day is a datepart keyword", issue=True)
case("t05", T, TE, "tsql-dates", """
SELECT OrderID, DATEDIFF(day, OrderDate, ShipDate) AS DaysToShip FROM Orders WHERE ShipDate IS NOT NULL""",
     "valid", "DATEDIFF(day, start, end)", issue=True)
case("t06", T, TE, "tsql-dates", """
SELECT DATEPART(year, OrderDate) AS Yr, DATEPART(quarter, OrderDate) AS Qtr, SUM(Amount) AS Total
FROM Orders GROUP BY DATEPART(year, OrderDate), DATEPART(quarter, OrderDate)
ORDER BY Yr, Qtr""", "valid", "DATEPART(year|quarter, ...)", issue=True)
case("t07", T, TE, "tsql-dates", """
SELECT EmployeeID, DATENAME(weekday, HireDate) AS HiredOn, EOMONTH(HireDate) AS MonthEnd,
       DATEDIFF(mm, HireDate, SYSDATETIME()) AS MonthsEmployed
FROM Employees WHERE DATEADD(yy, 1, HireDate) > GETDATE()""", "valid", "abbreviated date parts yy, mm", issue=True)
case("t09", T, TE, "recursive-cte", """
WITH OrgChart AS (
  SELECT EmployeeID, ManagerID, LoginName, 0 AS Lvl FROM Employees WHERE ManagerID IS NULL
  UNION ALL
  SELECT e.EmployeeID, e.ManagerID, e.LoginName, oc.Lvl + 1
  FROM Employees e INNER JOIN OrgChart oc ON e.ManagerID = oc.EmployeeID
)
SELECT EmployeeID, LoginName, Lvl FROM OrgChart OPTION (MAXRECURSION 50)""", "valid",
     "recursive CTE without RECURSIVE, MAXRECURSION hint")
case("t12", T, TE, "tautology-near-miss", """
SELECT EmployeeID FROM Employees WHERE Email = N'x' OR Email IS NOT NULL""", "valid", "Email is nullable",
     issue=True, taut=dict(cols=cols(("Email", "text", True)), pred="Email = 'x' OR Email IS NOT NULL"))
case("t13", T, TE, "output", """
UPDATE Orders SET Status = 'Shipped', ShipDate = CAST(GETDATE() AS date)
OUTPUT inserted.OrderID, deleted.Status AS OldStatus
WHERE OrderID = @OrderID""", "valid", "UPDATE with OUTPUT and a variable", allow_writes=True)
case("t14", T, TE, "tsql-apply", """
SELECT e.LoginName, mgr.LoginName AS Manager
FROM Employees e
OUTER APPLY (SELECT m.LoginName FROM Employees m WHERE m.EmployeeID = e.ManagerID) mgr
WHERE DATEDIFF(year, e.HireDate, GETDATE()) >= 5""", "valid", "OUTER APPLY on the same table and DATEDIFF(year)",
     issue=True)
case("t15", T, TE, "dialect-unsupported", """
SELECT OrderID, Amount FROM Orders ORDER BY Amount DESC LIMIT 10""", "invalid", "T-SQL has no LIMIT")
case("t17", T, TE, "tsql-dates", """
SELECT OrderID FROM Orders WHERE ShipDate > DATEADD(days, 3, OrderDate)""", "invalid",
     "days is not a DATEADD datepart (day, dd, d are)")
case("t18", T, TE, "unknown-builtin", """
SELECT CustomerID, IFNULL(Region, 'none') AS Region FROM Customers""", "invalid", "T-SQL has no IFNULL")
case("t19", T, TE, "wrong-arity", """
SELECT OrderID, DATEDIFF(day, OrderDate) AS Age FROM Orders""", "invalid", "DATEDIFF takes three arguments")
case("t21", T, TE, "dialect-unsupported", """
SELECT OrderID, Amount::int FROM Orders""", "invalid", "no :: cast in T-SQL")
case("t22", T, TE, "unknown-column", """
SELECT c.CompanyName, x.Total FROM Customers c
CROSS APPLY (SELECT SUM(o.Amount) AS Total FROM Orders o WHERE o.CustomerID = c.CustomerNo) x""", "invalid",
     "Customers has no CustomerNo; the only source named c is the Customers table", issue=True)
case("t23", T, TE, "unknown-table", """
SELECT OrderID, Sku FROM OrderLine WHERE Quantity > 10""", "invalid", "the table is OrderLines")
case("t24", T, TE, "tautology", """
SELECT EmployeeID FROM Employees WHERE LoginName = N'x' OR LoginName IS NOT NULL""", "unsafe",
     "LoginName NOT NULL", issue=True,
     taut=dict(cols=cols(("LoginName", "text", False)), pred="LoginName = 'x' OR LoginName IS NOT NULL"))
case("t25", T, TE, "tautology", """
SELECT OrderID FROM Orders WHERE CustomerID = @cid OR 'ab' + 'c' = 'abc'""", "unsafe",
     "string literals joined with + are equal")
case("t27", T, TE, "dangerous-function", """
EXEC xp_cmdshell 'dir c:\\'""", "unsafe", "xp_cmdshell", policy="DANGEROUS_FUNCTION")
case("t28", T, TE, "tautology-near-miss", """
SELECT OrderID FROM Orders WHERE ISNULL(ShipDate, '19000101') <= OrderDate OR ShipDate > OrderDate""", "valid",
     "not TRUE for every row: a NULL ShipDate with an OrderDate before 1900 (DATE starts at 0001-01-01) gives FALSE "
     "and NULL",
     taut=dict(cols=cols(("ShipDate", "date", True), ("OrderDate", "date", False)),
               pred="coalesce(ShipDate, DATE '1900-01-01') <= OrderDate OR ShipDate > OrderDate", engine="postgresql"))
