import type { AST, Option, TableColumnAst } from 'node-sql-parser/build/sqlite.js';

export const SQL_DIALECTS = ['sqlite', 'postgresql', 'mysql', 'mariadb', 'bigquery', 'snowflake', 'transactsql'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

const ALIASES: Record<string, SqlDialect> = {
  sqlite: 'sqlite',
  sqlite3: 'sqlite',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  pg: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  transactsql: 'transactsql',
  tsql: 'transactsql',
  mssql: 'transactsql',
  sqlserver: 'transactsql',
};

export class UnsupportedDialectError extends Error {
  readonly code = 'UNSUPPORTED_DIALECT';
  readonly supported = SQL_DIALECTS;
  constructor(dialect: string) {
    super(`Unsupported SQL dialect "${dialect.slice(0, 40)}"; supported: ${SQL_DIALECTS.join(', ')}`);
    this.name = 'UnsupportedDialectError';
  }
}

export function resolveDialect(name: string | undefined): SqlDialect {
  if (name === undefined) return 'sqlite';
  const d = ALIASES[name.trim().toLowerCase()];
  if (!d) throw new UnsupportedDialectError(name);
  return d;
}

/** The slice of node-sql-parser's Parser we use; every per-dialect build exposes the same class. */
export interface DialectParser {
  astify(sql: string, opt?: Option): AST | AST[];
  parse(sql: string, opt?: Option): TableColumnAst;
}

type ParserModule = { Parser?: new () => DialectParser; default?: { Parser?: new () => DialectParser } };

/**
 * One literal import per dialect so bundlers can see each build, while the grammar (50–70 KB gz each) is only
 * evaluated the first time that dialect is asked for. The builds are webpack CJS, so the class sits on `default`
 * under Node's ESM loader and on the namespace under bundlers.
 */
function importDialect(d: SqlDialect): Promise<ParserModule> {
  switch (d) {
    case 'sqlite':
      return import('node-sql-parser/build/sqlite.js');
    case 'postgresql':
      return import('node-sql-parser/build/postgresql.js');
    case 'mysql':
      return import('node-sql-parser/build/mysql.js');
    case 'mariadb':
      return import('node-sql-parser/build/mariadb.js');
    case 'bigquery':
      return import('node-sql-parser/build/bigquery.js');
    case 'snowflake':
      return import('node-sql-parser/build/snowflake.js');
    case 'transactsql':
      return import('node-sql-parser/build/transactsql.js');
  }
}

const cache = new Map<SqlDialect, Promise<DialectParser>>();

export function loadDialectParser(d: SqlDialect): Promise<DialectParser> {
  let p = cache.get(d);
  if (!p) {
    p = importDialect(d).then((m) => {
      const Parser = m.Parser ?? m.default?.Parser;
      if (!Parser) throw new Error(`node-sql-parser build for ${d} has no Parser export`);
      return new Parser();
    });
    // A failed import must not poison the cache for the isolate's lifetime.
    p.catch(() => cache.delete(d));
    cache.set(d, p);
  }
  return p;
}
