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

/** How each per-dialect build exposes its class: webpack CJS puts it on `default` under Node's ESM loader. */
export type ParserModule = { Parser?: new () => DialectParser; default?: { Parser?: new () => DialectParser } };

export function parserFromModule(d: SqlDialect, m: ParserModule): DialectParser {
  const Parser = m.Parser ?? m.default?.Parser;
  if (!Parser) throw new Error(`node-sql-parser build for ${d} has no Parser export`);
  return new Parser();
}

/** Memoises one parser per dialect; a failed import must not poison the cache for the isolate's lifetime. */
export function memoisedLoader(load: (d: SqlDialect) => Promise<ParserModule>): (d: SqlDialect) => Promise<DialectParser> {
  const cache = new Map<SqlDialect, Promise<DialectParser>>();
  return (d) => {
    let p = cache.get(d);
    if (!p) {
      p = load(d).then((m) => parserFromModule(d, m));
      p.catch(() => cache.delete(d));
      cache.set(d, p);
    }
    return p;
  };
}
