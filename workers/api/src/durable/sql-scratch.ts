import { DurableObject } from 'cloudflare:workers';
import { SQL_CAPS, type SqliteExactOutcome } from '@verdict/engines/sql/index.ts';
import type { SqlScratchRpc } from './rpc.ts';

class Rollback extends Error {}

/** Objects of the runtime itself (never the caller's: the API refuses schemas and queries that name these). */
const OWN_OBJECTS = /^(?:sqlite_|_cf_|__miniflare)/i;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Exact SQLite validation: `EXPLAIN <query>` is prepared by SQLite itself against the caller's schema, inside a
 * transaction that is always rolled back, so the query is never executed and changes nothing. The statements are
 * prepared by the real engine, which gives SQLite's own messages ("no such column: u.nme").
 *
 * The schema (CREATE statements only: empty tables, views, indexes, triggers; never data) stays installed between
 * checks, keyed by its exact text: agents send the same schema with every query, and applying 1,000 CREATE TABLEs
 * costs about 27 ms of CPU while an EXPLAIN costs well under one. A different schema replaces every object of the
 * previous one in one transaction, so a query never sees another schema's tables. Requests are sharded over several
 * objects by the caller; each object handles one check at a time.
 */
export class SqlScratch extends DurableObject implements SqlScratchRpc {
  /** The schema committed in this object's storage; null after a restart, when whatever is stored is unknown. */
  private installed: string | null = null;
  /** How many times a schema was applied (read by the tests of the cache). */
  applied = 0;
  /** A cheap round trip for readiness checks. */
  ping(): 'pong' {
    return 'pong';
  }

  check(schemaStatements: string[], query: string): SqliteExactOutcome {
    // The API enforces the same caps; a caller that did not is refused without deciding anything.
    if (schemaStatements.length > SQL_CAPS.schemaStatements) return { ok: false, engineError: 'schema has too many statements' };
    // Only definitions belong in a schema; anything else (ATTACH, PRAGMA, INSERT…) is never executed here.
    if (schemaStatements.some((s) => !/^\s*CREATE\s/i.test(s))) return { ok: false, engineError: 'schema holds a non-CREATE statement' };
    const key = schemaStatements.join('\u0000;\u0000');
    if (this.installed !== key) {
      const failure = this.install(schemaStatements);
      if (failure) return failure;
      this.installed = key;
    }
    let outcome: SqliteExactOutcome = { ok: false, engineError: 'not checked' };
    try {
      this.ctx.storage.transactionSync(() => {
        try {
          // Each cursor is drained: an open statement would keep the transaction from rolling back (SQLITE_BUSY).
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

  /** Replaces every stored object with the schema's, atomically; on failure the previous state stays as it was. */
  private install(schemaStatements: string[]): SqliteExactOutcome | null {
    let failure: SqliteExactOutcome | null = null;
    try {
      this.ctx.storage.transactionSync(() => {
        this.dropEverything();
        for (const statement of schemaStatements) {
          try {
            this.ctx.storage.sql.exec(statement).toArray();
          } catch (error) {
            failure = { ok: false, error: `schema: ${sqliteMessage(error)}` };
            throw new Rollback();
          }
        }
      });
    } catch (error) {
      if (!(error instanceof Rollback)) return { ok: false, engineError: 'the scratch database could not apply the schema' };
    }
    if (!failure) this.applied++;
    return failure;
  }

  private dropEverything(): void {
    const objects = this.ctx.storage.sql
      .exec<{ type: string; name: string }>("SELECT type, name FROM sqlite_master WHERE type IN ('view', 'trigger', 'table')")
      .toArray()
      .filter((o) => !OWN_OBJECTS.test(o.name));
    // Views and triggers first: they depend on tables. Indexes go with their tables.
    const order = ['view', 'trigger', 'table'];
    objects.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
    for (const o of objects) this.ctx.storage.sql.exec(`DROP ${o.type.toUpperCase()} IF EXISTS ${quoteIdent(o.name)}`).toArray();
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
