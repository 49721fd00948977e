import { loadDialectParser } from './dialect-parsers.ts';
import { resolveDialect } from './dialects.ts';
import type { SqlResult } from './sql-types.ts';
import type { SqlInput } from './verify-sql.ts';
import { verifySqlWithParser } from './verify-sql.ts';

/**
 * Static verification with any dialect's grammar (sandbox service, tests, benchmarks). The API worker does not import
 * this file, so the other dialects' grammars stay out of its bundle.
 */
export async function verifySql(input: SqlInput): Promise<SqlResult> {
  const dialect = resolveDialect(input.dialect);
  return verifySqlWithParser(await loadDialectParser(dialect), dialect, input);
}
