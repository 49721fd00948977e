#!/usr/bin/env python3
"""Builds cases.json: SQL queries labelled by real engines, offline.

Oracles (each started here, in a temporary directory, when its binaries are installed):
  sqlite      Node's built-in SQLite (node:sqlite, via sqlite-oracle.mjs; Node >= 22.5, e.g. the repository's
              node_modules/node), else Python's sqlite3 module: the schema, then EXPLAIN <query> (compiled, not run).
  postgresql  PostgreSQL 15 (Debian `postgresql`): BEGIN; schema; EXPLAIN <query>; ROLLBACK (psql, as user postgres).
  mysql       MariaDB 10.11 (Debian `mariadb-server`) with MySQL 8's default sql_mode (ONLY_FULL_GROUP_BY...).
  mariadb     MariaDB 10.11 with its own default sql_mode.
bigquery, snowflake and transactsql have no engine here: their cases are labelled by hand (label_source "hand").

Every case also carries `policy`: queries the service must refuse whatever the engine says (catalogue reads,
writes without allow_writes, tautologies...). Expected verdict: INVALID when policy refuses or the oracle rejects;
otherwise VALID. The service may answer UNKNOWN instead of VALID (dialects without an engine); it must never answer
VALID where INVALID is expected ("false valid").

Usage: python3 packages/engines/src/sql/corpus/generate.py   (apt-get install -y postgresql mariadb-server first)
A dialect whose oracle cannot start keeps its previous labels from cases.json.
"""
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'cases.json')

SCHEMAS = {
    'sqlite': """CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, country TEXT, created_at TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), total REAL, status TEXT, ordered_at TEXT);
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL, category TEXT);
CREATE TABLE order_items (order_id INTEGER REFERENCES orders(id), product_id INTEGER REFERENCES products(id), quantity INTEGER, unit_price REAL, PRIMARY KEY (order_id, product_id));
CREATE VIEW big_orders AS SELECT id, customer_id, total FROM orders WHERE total > 100;""",
    'postgresql': """CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, country TEXT, created_at TIMESTAMP);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), total NUMERIC(10,2), status TEXT, ordered_at TIMESTAMP);
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price NUMERIC(10,2), category TEXT, tags TEXT[]);
CREATE TABLE order_items (order_id INTEGER REFERENCES orders(id), product_id INTEGER REFERENCES products(id), quantity INTEGER, unit_price NUMERIC(10,2), PRIMARY KEY (order_id, product_id));
CREATE VIEW big_orders AS SELECT id, customer_id, total FROM orders WHERE total > 100;""",
    'mysql': """CREATE TABLE customers (id INT PRIMARY KEY, name VARCHAR(100) NOT NULL, email VARCHAR(200) UNIQUE, country VARCHAR(2), created_at DATETIME);
CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT NOT NULL, total DECIMAL(10,2), status VARCHAR(20), ordered_at DATETIME, FOREIGN KEY (customer_id) REFERENCES customers(id));
CREATE TABLE products (id INT PRIMARY KEY, name VARCHAR(100) NOT NULL, price DECIMAL(10,2), category VARCHAR(50));
CREATE TABLE order_items (order_id INT, product_id INT, quantity INT, unit_price DECIMAL(10,2), PRIMARY KEY (order_id, product_id));
CREATE VIEW big_orders AS SELECT id, customer_id, total FROM orders WHERE total > 100;""",
}
SCHEMAS['mariadb'] = SCHEMAS['mysql']
SCHEMAS['bigquery'] = """CREATE TABLE customers (id INT64, name STRING, email STRING, country STRING, created_at TIMESTAMP);
CREATE TABLE orders (id INT64, customer_id INT64, total NUMERIC, status STRING, ordered_at TIMESTAMP);
CREATE TABLE products (id INT64, name STRING, price NUMERIC, category STRING);"""
SCHEMAS['snowflake'] = """CREATE TABLE customers (id INTEGER, name VARCHAR, email VARCHAR, country VARCHAR, created_at TIMESTAMP_NTZ);
CREATE TABLE orders (id INTEGER, customer_id INTEGER, total NUMBER(10,2), status VARCHAR, ordered_at TIMESTAMP_NTZ);
CREATE TABLE products (id INTEGER, name VARCHAR, price NUMBER(10,2), category VARCHAR);"""
SCHEMAS['transactsql'] = """CREATE TABLE customers (id INT PRIMARY KEY, name NVARCHAR(100) NOT NULL, email NVARCHAR(200), country NCHAR(2), created_at DATETIME2);
CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT NOT NULL, total DECIMAL(10,2), status NVARCHAR(20), ordered_at DATETIME2);
CREATE TABLE products (id INT PRIMARY KEY, name NVARCHAR(100) NOT NULL, price DECIMAL(10,2), category NVARCHAR(50));"""

ENGINE_DIALECTS = ['sqlite', 'postgresql', 'mysql', 'mariadb']
ALL = ENGINE_DIALECTS
PG = ['postgresql']
MY = ['mysql', 'mariadb']
LITE = ['sqlite']

# (query, dialects it is tried in, policy refusal or None). The oracles label each (query, dialect).
QUERIES = [
    # plain queries that should hold in every dialect
    ('SELECT id, name FROM customers WHERE id = 1', ALL, None),
    ('SELECT c.name, o.total FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.status = \'paid\'', ALL, None),
    ('SELECT c.name, COUNT(o.id) AS n FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name', ALL, None),
    ('SELECT country, COUNT(*) FROM customers GROUP BY country HAVING COUNT(*) > 2 ORDER BY 2 DESC', ALL, None),
    ('SELECT p.category, AVG(p.price) AS avg_price FROM products p GROUP BY p.category', ALL, None),
    ('WITH recent AS (SELECT customer_id, total FROM orders WHERE total > 50) SELECT c.email FROM customers c JOIN recent r ON r.customer_id = c.id', ALL, None),
    ('SELECT name FROM customers WHERE id IN (SELECT customer_id FROM orders WHERE total > 100)', ALL, None),
    ('SELECT name FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)', ALL, None),
    ('SELECT t.n FROM (SELECT COUNT(*) AS n FROM orders) t', ALL, None),
    ('SELECT id, CASE WHEN total > 100 THEN \'big\' ELSE \'small\' END AS size FROM orders', ALL, None),
    ('SELECT COALESCE(email, \'none\') FROM customers', ALL, None),
    ('SELECT id FROM customers UNION SELECT customer_id FROM orders', ALL, None),
    ('SELECT id, total FROM big_orders ORDER BY total DESC LIMIT 10', ALL, None),
    ('SELECT o.id, SUM(oi.quantity * oi.unit_price) AS amount FROM orders o JOIN order_items oi ON oi.order_id = o.id GROUP BY o.id', ALL, None),
    ('SELECT name FROM products WHERE name LIKE \'%phone%\' AND price BETWEEN 10 AND 100', ALL, None),
    ('SELECT id, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY total DESC) AS rn FROM orders', ALL, None),
    ('SELECT customer_id, SUM(total) OVER (ORDER BY ordered_at) AS running FROM orders', ALL, None),
    ('SELECT DISTINCT country FROM customers ORDER BY country', ALL, None),
    ('SELECT c.id FROM customers c JOIN orders o USING (id)', ALL, None),
    ('SELECT MAX(total), MIN(total) FROM orders WHERE status <> \'void\'', ALL, None),
    ('SELECT id FROM orders ORDER BY total DESC LIMIT 5 OFFSET 10', ALL, None),
    ('SELECT p.name, oi.quantity FROM products p INNER JOIN order_items oi ON oi.product_id = p.id WHERE oi.quantity >= 3', ALL, None),
    ('SELECT id FROM customers WHERE email IS NULL OR country IS NOT NULL', ALL, None),
    ('SELECT UPPER(name), LOWER(email) FROM customers', ALL, None),
    ('SELECT id, total * 1.2 AS gross FROM orders ORDER BY gross', ALL, None),
    ('SELECT a.id, b.id FROM customers a CROSS JOIN products b', ALL, None),
    ('SELECT category FROM products GROUP BY category HAVING MAX(price) > 10', ALL, None),
    ('SELECT id FROM orders WHERE customer_id = (SELECT id FROM customers WHERE email = \'x@example.com\')', ALL, None),
    ('INSERT INTO customers (id, name) VALUES (1, \'a\')', ALL, 'write'),
    ('UPDATE orders SET status = \'void\' WHERE id = 3', ALL, 'write'),
    # names and shapes every engine rejects
    ('SELECT * FROM clients', ALL, None),
    ('SELECT nme FROM customers', ALL, None),
    ('SELECT c.nme FROM customers c', ALL, None),
    ('SELECT id FROM customers JOIN orders ON orders.customer_id = customers.id', ALL, None),
    ('SELECT x.id FROM customers c', ALL, None),
    ('SELEC id FROM customers', ALL, None),
    ('SELECT id, FROM customers', ALL, None),
    ('SELECT id FROM customers WHERE', ALL, None),
    ('SELECT id FROM customers ORDER BY', ALL, None),
    ('SELECT id FROM customers GROUP BY HAVING id > 1', ALL, None),
    ('SELECT customer_id FROM orders UNION SELECT id, name FROM customers', ALL, None),
    ('SELECT name FROM customers WHERE id IN (SELECT id, name FROM orders)', ALL, None),
    ('SELECT total FROM orders WHERE status = \'paid\' AND', ALL, None),
    ('SELECT COUNT(*) FROM orders GROUP BY nonexistent', ALL, None),
    ('SELECT id FROM (SELECT id FROM customers)', ALL, None),
    # dialect-specific: engines disagree on purpose
    ('SELECT name, COUNT(*) FROM customers', ALL, None),
    ('SELECT name, country, COUNT(*) FROM customers GROUP BY country', ALL, None),
    ('SELECT IFNULL(email, \'none\') FROM customers', ALL, None),
    ('SELECT `name` FROM customers', ALL, None),
    ('SELECT "name" FROM customers', ALL, None),
    ('SELECT DISTINCT ON (country) country, name FROM customers ORDER BY country, name', ALL, None),
    ('SELECT c.id FROM customers c FULL OUTER JOIN orders o ON o.customer_id = c.id', ALL, None),
    ('SELECT id::text FROM customers', ALL, None),
    ('SELECT name FROM customers WHERE name ILIKE \'a%\'', ALL, None),
    ('SELECT TOP 5 name FROM customers', ALL, None),
    ('SELECT id + name FROM customers', ALL, None),
    ('SELECT id FROM customers WHERE id = \'abc\'', ALL, None),
    ('SELECT total * 2 AS dbl FROM orders WHERE dbl > 10', ALL, None),
    ('SELECT name || \' <\' || email || \'>\' FROM customers', ALL, None),
    ('SELECT CONCAT(name, email) FROM customers', ALL, None),
    ('SELECT GROUP_CONCAT(name) FROM customers', ALL, None),
    ('SELECT STRING_AGG(name, \',\') FROM customers', PG, None),
    ('SELECT NOW()', ALL, None),
    ('SELECT CURRENT_TIMESTAMP', ALL, None),
    ('SELECT LEN(name) FROM customers', ALL, None),
    ('SELECT LENGTH(name) FROM customers', ALL, None),
    ('SELECT SUBSTR(name, 1, 3) FROM customers', ALL, None),
    ('SELECT DATE_TRUNC(\'month\', ordered_at) FROM orders', ALL, None),
    ('SELECT EXTRACT(YEAR FROM ordered_at) FROM orders', PG + MY, None),
    ('SELECT strftime(\'%Y\', ordered_at) FROM orders', ALL, None),
    ('SELECT id FROM orders WHERE ordered_at > NOW() - INTERVAL \'7 days\'', PG, None),
    ('SELECT id FROM orders WHERE ordered_at > NOW() - INTERVAL 7 DAY', ALL, None),
    ('SELECT id FROM orders LIMIT 5, 10', ALL, None),
    ('SELECT id FROM orders FETCH FIRST 5 ROWS ONLY', ALL, None),
    ('SELECT id FROM customers a NATURAL JOIN customers b', ALL, None),
    ('SELECT * FROM customers c, LATERAL (SELECT total FROM orders o WHERE o.customer_id = c.id ORDER BY total DESC LIMIT 1) t', ALL, None),
    ('SELECT name FROM products WHERE \'sale\' = ANY(tags)', PG, None),
    ('SELECT id FROM customers WHERE email ~ \'@example\\.com$\'', PG, None),
    ('SELECT id FROM customers WHERE email REGEXP \'example\'', ALL, None),
    ('SELECT json_extract(name, \'$.a\') FROM customers', ALL, None),
    ('SELECT id FROM orders WHERE total > ALL (SELECT total FROM big_orders)', ALL, None),
    ('SELECT status, COUNT(*) FILTER (WHERE total > 10) FROM orders GROUP BY status', ALL, None),
    ('SELECT customer_id, total FROM orders GROUP BY customer_id', ALL, None),
    ('SELECT o.customer_id, c.name, SUM(o.total) FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY o.customer_id', ALL, None),
    ('SELECT id FROM customers ORDER BY name NULLS LAST', ALL, None),
    ('SELECT CAST(total AS INTEGER) FROM orders', ALL, None),
    ('SELECT CAST(total AS SIGNED) FROM orders', ALL, None),
    ('SELECT id FROM orders INTERSECT SELECT order_id FROM order_items', ALL, None),
    ('SELECT id FROM orders EXCEPT SELECT order_id FROM order_items', ALL, None),
    ('SELECT id FROM orders MINUS SELECT order_id FROM order_items', ALL, None),
    ('SELECT 1/0', ALL, None),
    ('SELECT u.id FROM customers u FULL JOIN orders o ON u.id < o.customer_id', PG, None),
    ('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10) SELECT i FROM n', ALL, None),
    ('SELECT generate_series(1, 3)', PG, None),
    ('SELECT id FROM customers WHERE id = ANY(ARRAY[1, 2, 3])', PG, None),
    ('SELECT id FROM customers WHERE country IN (\'FR\', \'DE\') AND created_at >= \'2024-01-01\'', ALL, None),
    ('SELECT id FROM customers WHERE created_at >= DATE \'2024-01-01\'', ALL, None),
    ('SELECT COUNT(DISTINCT customer_id) FROM orders', ALL, None),
    ('SELECT ROUND(AVG(total), 2) FROM orders', ALL, None),
    ('SELECT id FROM orders WHERE status IN (SELECT status FROM orders GROUP BY status HAVING COUNT(*) > 1)', ALL, None),
    ('SELECT customer_id FROM orders GROUP BY customer_id ORDER BY SUM(total) DESC', ALL, None),
    ('SELECT c.*, o.total FROM customers c LEFT JOIN orders o ON o.customer_id = c.id', ALL, None),
    ('SELECT id FROM customers WHERE name = $1', PG, None),
    ('SELECT RANK() OVER w FROM orders WINDOW w AS (ORDER BY total)', ALL, None),
    ('SELECT id FROM customers FOR UPDATE', PG + MY, None),
    ('SELECT id FROM orders WHERE total > (SELECT AVG(total) FROM orders) QUALIFY ROW_NUMBER() OVER (ORDER BY id) = 1', ALL, None),
    # refused by policy whatever the engine says
    ('SELECT name FROM sqlite_master', LITE, 'catalogue'),
    ('SELECT sql FROM sqlite_schema WHERE type = \'table\'', LITE, 'catalogue'),
    ('SELECT name FROM customers UNION SELECT name FROM sqlite_master', LITE, 'catalogue'),
    ('SELECT name FROM pragma_table_info(\'customers\')', LITE, 'catalogue'),
    ('PRAGMA table_info(customers)', LITE, 'catalogue'),
    ('SELECT usename, passwd FROM pg_shadow', PG, 'catalogue'),
    ('SELECT table_name FROM information_schema.tables', PG + MY, 'catalogue'),
    ('SELECT relname FROM pg_class', PG, 'catalogue'),
    ('SELECT id FROM customers WHERE EXISTS (SELECT 1 FROM pg_catalog.pg_roles)', PG, 'catalogue'),
    ('SELECT name FROM customers UNION SELECT column_name FROM information_schema.columns', PG + MY, 'catalogue'),
    ('SELECT user, host FROM mysql.user', MY, 'catalogue'),
    ('SHOW TABLES', MY, 'catalogue'),
    ('SELECT * FROM customers WHERE name = \'\' OR 1=1', ALL, 'tautology'),
    ('SELECT * FROM customers WHERE id = 1; DROP TABLE customers', ALL, 'stacked'),
    ('DROP TABLE customers', ALL, 'destructive'),
    ('DELETE FROM orders', ALL, 'destructive'),
    ('WITH gone AS (DELETE FROM orders WHERE id = 1 RETURNING id) SELECT id FROM gone', PG, 'write'),
    ('SELECT pg_sleep(10)', PG, 'dangerous'),
    ('SELECT SLEEP(10)', MY, 'dangerous'),
    ('SELECT id FROM customers WHERE name = \'\' -- AND country = \'FR\'', ALL, 'comment'),
]

# Hand-labelled cases for dialects without an engine here (from each vendor's documentation).
HAND = [
    ('bigquery', 'SELECT id, name FROM customers WHERE country = \'FR\'', True, None),
    ('bigquery', 'SELECT c.name, COUNT(o.id) AS n FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name', True, None),
    ('bigquery', 'SELECT id, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY total DESC) AS rn FROM orders QUALIFY rn = 1', True, None),
    ('bigquery', 'SELECT IFNULL(email, \'none\') FROM customers', True, None),
    ('bigquery', 'SELECT `name` FROM customers', True, None),
    ('bigquery', 'SELECT c.id FROM customers c FULL OUTER JOIN orders o ON o.customer_id = c.id', True, None),
    ('bigquery', 'SELECT DISTINCT ON (country) country FROM customers', False, None),
    ('bigquery', 'SELECT id::STRING FROM customers', False, None),
    ('bigquery', 'SELECT TOP 5 name FROM customers', False, None),
    ('bigquery', 'SELECT nme FROM customers', False, None),
    ('bigquery', 'SELECT * FROM clients', False, None),
    ('bigquery', 'SELECT table_name FROM INFORMATION_SCHEMA.TABLES', True, 'catalogue'),
    ('bigquery', 'SELECT * FROM customers WHERE name = \'\' OR 1=1', True, 'tautology'),
    ('snowflake', 'SELECT id, name FROM customers WHERE country = \'FR\'', True, None),
    ('snowflake', 'SELECT id, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY total DESC) AS rn FROM orders QUALIFY rn = 1', True, None),
    ('snowflake', 'SELECT id::VARCHAR FROM customers', True, None),
    ('snowflake', 'SELECT name FROM customers WHERE name ILIKE \'a%\'', True, None),
    ('snowflake', 'SELECT TOP 5 name FROM customers', True, None),
    ('snowflake', 'SELECT DISTINCT ON (country) country FROM customers', False, None),
    ('snowflake', 'SELECT `name` FROM customers', False, None),
    ('snowflake', 'SELECT nme FROM customers', False, None),
    ('snowflake', 'SELECT * FROM clients', False, None),
    ('snowflake', 'SELECT table_name FROM information_schema.tables', True, 'catalogue'),
    ('snowflake', 'DELETE FROM orders', True, 'destructive'),
    ('transactsql', 'SELECT TOP 5 id, name FROM customers ORDER BY name', True, None),
    ('transactsql', 'SELECT [c].[name] FROM [customers] AS [c] WHERE [c].[id] > 10', True, None),
    ('transactsql', 'SELECT ISNULL(email, N\'none\') FROM customers', True, None),
    ('transactsql', 'SELECT c.id FROM customers c FULL OUTER JOIN orders o ON o.customer_id = c.id', True, None),
    ('transactsql', 'SELECT id FROM orders ORDER BY id OFFSET 10 ROWS FETCH NEXT 5 ROWS ONLY', True, None),
    ('transactsql', 'SELECT id FROM customers LIMIT 5', False, None),
    ('transactsql', 'SELECT IFNULL(email, \'none\') FROM customers', False, None),
    ('transactsql', 'SELECT `name` FROM customers', False, None),
    ('transactsql', 'SELECT DISTINCT ON (country) country FROM customers', False, None),
    ('transactsql', 'SELECT id::varchar FROM customers', False, None),
    ('transactsql', 'SELECT nme FROM customers', False, None),
    ('transactsql', 'SELECT name FROM sys.objects', True, 'catalogue'),
    ('transactsql', 'SELECT * FROM customers WHERE name = \'\' OR 1=1', True, 'tautology'),
]

# The PostgreSQL oracle here is 15 (Debian 12); the service runs PostgreSQL 18 (PGlite) and documents that version.
# Where a later release accepts what 15 rejects, the case keeps 15's label, records why, and expects what 18 does.
NEWER_POSTGRES_ACCEPTS = {
    'SELECT id FROM (SELECT id FROM customers)': 'PostgreSQL 16 made the alias of a subquery in FROM optional',
}

# MySQL 8.0's default sql_mode, so MariaDB judges like MySQL where the two share syntax.
MYSQL8_MODE = 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'


def node_sqlite_oracle(schema, queries):
    """Labels every query at once with Node's SQLite; None when no suitable Node is found."""
    root = os.path.abspath(os.path.join(HERE, '..', '..', '..', '..', '..'))
    candidates = [os.environ.get('NODE'), os.path.join(root, 'node_modules', 'node', 'bin', 'node'), shutil.which('node')]
    for node in [c for c in candidates if c and os.path.exists(c)]:
        p = subprocess.run(
            [node, '--no-warnings', os.path.join(HERE, 'sqlite-oracle.mjs')],
            input=json.dumps({'schema': schema, 'queries': queries}),
            capture_output=True,
            text=True,
        )
        if p.returncode == 0:
            out = json.loads(p.stdout)
            return f"SQLite {out['version']} (Node node:sqlite)", [(r['ok'], r['error']) for r in out['results']]
    return None


def sqlite_oracle(schema, query):
    db = sqlite3.connect(':memory:')
    try:
        db.executescript(schema)
        try:
            db.execute('EXPLAIN ' + query)
            return True, ''
        except (sqlite3.Error, sqlite3.Warning) as e:
            return False, str(e)
    finally:
        db.close()


class Postgres:
    def __init__(self):
        bindir = '/usr/lib/postgresql/15/bin'
        if not os.path.exists(os.path.join(bindir, 'initdb')):
            raise RuntimeError('PostgreSQL 15 is not installed')
        self.tmp = tempfile.mkdtemp(prefix='pgcorpus-')
        shutil.chown(self.tmp, 'postgres', 'postgres')
        self.data = os.path.join(self.tmp, 'data')
        run_as = ['runuser', '-u', 'postgres', '--']
        subprocess.run(run_as + [f'{bindir}/initdb', '-D', self.data, '-A', 'trust', '-U', 'postgres'], check=True, capture_output=True)
        # The server's output goes to a log file: a pipe it inherits would never close and would hang this script.
        subprocess.run(
            run_as
            + [f'{bindir}/pg_ctl', '-D', self.data, '-l', os.path.join(self.tmp, 'log'), '-o', f'-k {self.tmp} -c listen_addresses=\'\' -p 54329', '-w', 'start'],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.run_as = run_as
        self.bindir = bindir

    def check(self, schema, query):
        # PostgreSQL 15 cannot EXPLAIN a query with $n parameters (GENERIC_PLAN is 16+); PREPARE analyses it instead.
        statement = f'PREPARE corpus_q AS {query}' if re.search(r'\$\d', query) else f'EXPLAIN {query}'
        script = f"\\set ON_ERROR_STOP 1\n\\set VERBOSITY verbose\nBEGIN;\n{schema}\n{statement};\nROLLBACK;\n"
        p = subprocess.run(
            self.run_as + ['psql', '-X', '-q', '-h', self.tmp, '-p', '54329', '-d', 'postgres', '-f', '-'],
            input=script,
            capture_output=True,
            text=True,
        )
        if p.returncode == 0:
            return True, ''
        err = next((l for l in p.stderr.splitlines() if 'ERROR' in l), p.stderr.strip())
        return False, err.split('ERROR:', 1)[-1].strip()

    def version(self):
        p = subprocess.run(self.run_as + ['psql', '-X', '-At', '-h', self.tmp, '-p', '54329', '-d', 'postgres', '-c', 'SHOW server_version'], capture_output=True, text=True)
        return 'PostgreSQL ' + p.stdout.strip()

    def stop(self):
        subprocess.run(self.run_as + [f'{self.bindir}/pg_ctl', '-D', self.data, '-m', 'immediate', 'stop'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(self.tmp, ignore_errors=True)


class MariaDB:
    def __init__(self):
        if not shutil.which('mariadbd') or not shutil.which('mariadb-install-db'):
            raise RuntimeError('MariaDB is not installed')
        self.tmp = tempfile.mkdtemp(prefix='mycorpus-')
        shutil.chown(self.tmp, 'mysql', 'mysql')
        self.data = os.path.join(self.tmp, 'data')
        self.sock = os.path.join(self.tmp, 'mysqld.sock')
        subprocess.run(['mariadb-install-db', '--user=mysql', f'--datadir={self.data}', '--auth-root-authentication-method=socket'], check=True, capture_output=True)
        self.proc = subprocess.Popen(
            ['mariadbd', '--no-defaults', '--user=mysql', f'--datadir={self.data}', f'--socket={self.sock}', '--skip-networking', f'--pid-file={self.tmp}/pid'],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            if os.path.exists(self.sock):
                break
            time.sleep(0.2)
        self.sql('CREATE DATABASE corpus_mysql; CREATE DATABASE corpus_mariadb;')
        for db, mode in (('corpus_mysql', MYSQL8_MODE), ('corpus_mariadb', None)):
            prefix = f"SET SESSION sql_mode='{mode}'; " if mode else ''
            ok, err = self.sql(prefix + SCHEMAS['mysql'], db)
            if not ok:
                raise RuntimeError('schema failed: ' + err)

    def sql(self, text, db=None):
        cmd = ['mariadb', '--no-defaults', f'--socket={self.sock}', '-u', 'root', '--batch']
        if db:
            cmd.append(db)
        p = subprocess.run(cmd, input=text, capture_output=True, text=True)
        if p.returncode == 0:
            return True, ''
        return False, p.stderr.strip().split(': ', 1)[-1]

    def check(self, dialect, query):
        mode = MYSQL8_MODE if dialect == 'mysql' else None
        prefix = f"SET SESSION sql_mode='{mode}';\n" if mode else ''
        return self.sql(f'{prefix}EXPLAIN {query};', f'corpus_{dialect}')

    def version(self):
        p = subprocess.run(['mariadb', '--no-defaults', f'--socket={self.sock}', '-u', 'root', '-N', '-e', 'SELECT VERSION()'], capture_output=True, text=True)
        return 'MariaDB ' + p.stdout.strip()

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=30)
        shutil.rmtree(self.tmp, ignore_errors=True)


def main():
    previous = {}
    if os.path.exists(OUT):
        for c in json.load(open(OUT))['cases']:
            previous[(c['dialect'], c['query'])] = c
    oracles = {'sqlite': f'SQLite {sqlite3.sqlite_version} (Python sqlite3)'}
    sqlite_queries = [q for q, dialects, _ in QUERIES if 'sqlite' in dialects]
    node_labels = node_sqlite_oracle(SCHEMAS['sqlite'], sqlite_queries)
    node_sqlite = {}
    if node_labels:
        oracles['sqlite'] = node_labels[0]
        node_sqlite = dict(zip(sqlite_queries, node_labels[1]))
    pg = my = None
    try:
        pg = Postgres()
        oracles['postgresql'] = pg.version()
    except Exception as e:  # noqa: BLE001 - a missing oracle keeps the previous labels
        print(f'postgresql oracle unavailable ({e}); keeping previous labels', file=sys.stderr)
    try:
        my = MariaDB()
        v = my.version()
        oracles['mysql'] = f'{v} (sql_mode of MySQL 8)'
        oracles['mariadb'] = v
    except Exception as e:  # noqa: BLE001
        print(f'mariadb oracle unavailable ({e}); keeping previous labels', file=sys.stderr)
    cases = []
    try:
        for query, dialects, policy in QUERIES:
            for d in dialects:
                if d == 'sqlite':
                    ok, err = node_sqlite[query] if query in node_sqlite else sqlite_oracle(SCHEMAS['sqlite'], query)
                elif d == 'postgresql' and pg:
                    ok, err = pg.check(SCHEMAS['postgresql'], query)
                elif d in MY and my:
                    ok, err = my.check(d, query)
                else:
                    prev = previous.get((d, query))
                    if not prev:
                        continue
                    ok, err = prev['oracle_valid'], prev.get('oracle_error', '')
                note = NEWER_POSTGRES_ACCEPTS.get(query) if d == 'postgresql' and not ok else None
                case = {
                    'dialect': d,
                    'query': query,
                    'policy': policy,
                    'oracle_valid': ok,
                    'oracle_error': err[:200],
                    'label_source': oracles.get(d, 'previous run'),
                    'expected': 'INVALID' if (policy or not (ok or note)) else 'VALID',
                }
                if note:
                    case['version_note'] = note
                cases.append(case)
        for d, query, valid, policy in HAND:
            cases.append(
                {
                    'dialect': d,
                    'query': query,
                    'policy': policy,
                    'oracle_valid': valid,
                    'oracle_error': '',
                    'label_source': 'hand',
                    'expected': 'INVALID' if (policy or not valid) else 'VALID',
                }
            )
    finally:
        if pg:
            pg.stop()
        if my:
            my.stop()
    doc = {
        'generated_by': 'packages/engines/src/sql/corpus/generate.py',
        'oracles': oracles,
        'schemas': SCHEMAS,
        'cases': cases,
    }
    with open(OUT, 'w') as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write('\n')
    by = {}
    for c in cases:
        by.setdefault(c['dialect'], [0, 0])
        by[c['dialect']][0] += 1
        by[c['dialect']][1] += c['expected'] == 'VALID'
    for d, (n, v) in sorted(by.items()):
        print(f'{d:12} {n:4} cases, {v:3} expected VALID')


if __name__ == '__main__':
    main()
