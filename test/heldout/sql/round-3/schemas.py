"""The four schemas of the round-3 SQL held-out set (schema_ddl sent with each case)."""

SHOP = """CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  full_name TEXT NOT NULL,
  nickname TEXT,
  country CHAR(2),
  credit_limit NUMERIC(10,2),
  created_at TIMESTAMP NOT NULL
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  category TEXT,
  price NUMERIC(10,2) NOT NULL,
  discontinued BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  status TEXT NOT NULL,
  total NUMERIC(10,2) NOT NULL,
  placed_at TIMESTAMP NOT NULL,
  shipped_at TIMESTAMP
);
CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL,
  unit_price NUMERIC(10,2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
"""

HR = """CREATE TABLE departments (
  dept_id INTEGER PRIMARY KEY,
  dept_name VARCHAR(80) NOT NULL,
  location VARCHAR(80)
);
CREATE TABLE employees (
  emp_id INTEGER PRIMARY KEY,
  first_name VARCHAR(50) NOT NULL,
  last_name VARCHAR(50) NOT NULL,
  manager_id INTEGER REFERENCES employees(emp_id),
  dept_id INTEGER REFERENCES departments(dept_id),
  salary NUMERIC(12,2) NOT NULL,
  hired_on DATE NOT NULL,
  terminated_on DATE
);
CREATE TABLE "AuditLog" (
  "EventId" BIGINT PRIMARY KEY,
  "ActorId" INTEGER NOT NULL,
  "Action" VARCHAR(40) NOT NULL,
  "OccurredAt" TIMESTAMP NOT NULL,
  details TEXT
);
"""

BLOG = """CREATE TABLE `users` (
  `id` INT UNSIGNED NOT NULL AUTO_INCREMENT,
  `login` VARCHAR(64) NOT NULL,
  `display_name` VARCHAR(120) NULL,
  `is_admin` TINYINT(1) NOT NULL DEFAULT 0,
  `signed_up` DATETIME NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uq_login` (`login`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
CREATE TABLE `posts` (
  `id` INT UNSIGNED NOT NULL AUTO_INCREMENT,
  `author_id` INT UNSIGNED NOT NULL,
  `title` VARCHAR(200) NOT NULL,
  `body` MEDIUMTEXT NOT NULL,
  `published_at` DATETIME NULL,
  `views` INT NOT NULL DEFAULT 0,
  `meta` JSON NULL,
  PRIMARY KEY (`id`),
  KEY `idx_author` (`author_id`),
  CONSTRAINT `fk_author` FOREIGN KEY (`author_id`) REFERENCES `users` (`id`)
) ENGINE=InnoDB;
CREATE TABLE `comments` (
  `id` INT UNSIGNED NOT NULL AUTO_INCREMENT,
  `post_id` INT UNSIGNED NOT NULL,
  `user_id` INT UNSIGNED NULL,
  `content` TEXT NOT NULL,
  `created_at` DATETIME NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB;
"""

TICKETS = """CREATE TABLE Agents (
  AgentId INT NOT NULL PRIMARY KEY,
  FullName NVARCHAR(100) NOT NULL,
  Team NVARCHAR(50) NULL,
  IsActive BIT NOT NULL DEFAULT 1
);
CREATE TABLE Tickets (
  TicketId INT IDENTITY(1,1) NOT NULL PRIMARY KEY,
  AgentId INT NULL REFERENCES Agents(AgentId),
  Subject NVARCHAR(200) NOT NULL,
  Priority TINYINT NOT NULL,
  OpenedAt DATETIME2 NOT NULL,
  ClosedAt DATETIME2 NULL
);
CREATE TABLE TicketEvents (
  EventId BIGINT IDENTITY(1,1) NOT NULL PRIMARY KEY,
  TicketId INT NOT NULL REFERENCES Tickets(TicketId),
  EventType VARCHAR(30) NOT NULL,
  CreatedAt DATETIME2 NOT NULL,
  Note NVARCHAR(MAX) NULL
);
"""

SCHEMAS = {"shop": SHOP, "hr": HR, "blog": BLOG, "tickets": TICKETS}
