import type { DialectParser } from './dialects.ts';
import { memoisedLoader } from './dialects.ts';

const load = memoisedLoader(() => import('node-sql-parser/build/sqlite.js'));

/** The sqlite grammar alone: what the API worker bundles (the other dialects are checked in the sandbox service). */
export function loadSqliteParser(): Promise<DialectParser> {
  return load('sqlite');
}
