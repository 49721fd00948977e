import { DurableObject } from 'cloudflare:workers';
import { SQL_CAPS, type SqliteExactOutcome } from '@verdict/engines/sql/index.ts';

class Rollback extends Error {}

/**
 * Exact SQLite validation: the schema is created and `EXPLAIN <query>` is prepared by SQLite itself inside a
 * transaction that is always rolled back, so nothing is ever executed against data and nothing stays behind. The
 * statements are prepared by the real engine, which gives SQLite's own messages ("no such column: u.nme").
 * Requests are sharded over several objects by the caller; each object handles one check at a time.
 */
export class SqlScratch extends DurableObject {
  check(schemaStatements: string[], query: string): SqliteExactOutcome {
    // The API enforces the same caps; a caller that did not is refused without deciding anything.
    if (schemaStatements.length > SQL_CAPS.schemaStatements) return { ok: false, engineError: 'schema has too many statements' };
    // Only definitions belong in a schema; anything else (ATTACH, PRAGMA, INSERT…) is never executed here.
    if (schemaStatements.some((s) => !/^\s*CREATE\s/i.test(s))) return { ok: false, engineError: 'schema holds a non-CREATE statement' };
    let outcome: SqliteExactOutcome = { ok: false, engineError: 'not checked' };
    try {
      this.ctx.storage.transactionSync(() => {
        for (const statement of schemaStatements) {
          try {
            // Each cursor is drained: an open statement would keep the transaction from rolling back (SQLITE_BUSY).
            this.ctx.storage.sql.exec(statement).toArray();
          } catch (error) {
            outcome = { ok: false, error: `schema: ${sqliteMessage(error)}` };
            throw new Rollback();
          }
        }
        try {
          this.ctx.storage.sql.exec(`EXPLAIN ${query}`).toArray();
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, error: sqliteMessage(error) };
        }
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) outcome = { ok: false, engineError: 'the scratch database rejected the statement' };
    }
    return outcome;
  }
}

/** SQLite's own message without the runtime's prefixes and codes (e.g. ": SQLITE_ERROR"). */
function sqliteMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/^Error:\s*/, '')
    .replace(/:\s*SQLITE_[A-Z_]+.*$/s, '')
    .slice(0, 300);
}
