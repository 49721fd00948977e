import type { ParserModule, SqlDialect } from './dialects.ts';
import { memoisedLoader } from './dialects.ts';

/**
 * Every dialect's grammar (50–70 KB gz each), for the sandbox service and Node. The API worker never imports this
 * file: it ships the sqlite grammar only (`sqlite-parser.ts`) and sends the other dialects to the sandbox. One literal
 * import per dialect so a bundler sees each build; a grammar is evaluated the first time its dialect is asked for.
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

export const loadDialectParser = memoisedLoader(importDialect);
