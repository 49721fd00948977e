import { DurableObject } from 'cloudflare:workers';
import { SQLITE_SCHEMA_STATEMENTS, type SqliteExactOutcome } from '@verdict/engines/sql/index.ts';
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
 * Only the definitions the query reaches are installed (the API computes them, at most SQLITE_SCHEMA_STATEMENTS),
 * and they stay installed between checks: a later query on the same schema adds only the definitions it reaches that
 * are not there yet (the set is closed under dependencies, so they can follow the ones installed). A different schema
 * replaces every object of the previous one in one transaction, so a query never sees another schema's tables; as
 * each install is small, schemas that take turns on one object stay cheap. Requests are sharded over several objects
 * by the caller; each object handles one check at a time.
 */
export class SqlScratch extends DurableObject implements SqlScratchRpc {
  /** The schema key whose statements are committed here; null after a restart, when whatever is stored is unknown. */
  private installedKey: string | null = null;
  /** Which of that schema's statements are installed. */
  private readonly installedIds = new Set<number>();
  /** How many times schema statements were applied (read by the tests of the cache). */
  applied = 0;
  /** A cheap round trip for readiness checks. */
  ping(): 'pong' {
    return 'pong';
  }

  check(schema: { key: string; statements: Array<{ id: number; text: string }> }, query: string, parameters = 0): SqliteExactOutcome {
    // The API enforces the same caps; a caller that did not is refused without deciding anything.
    if (schema.statements.length > SQLITE_SCHEMA_STATEMENTS) return { ok: false, engineError: 'schema has too many statements' };
    // Only definitions belong in a schema; anything else (ATTACH, PRAGMA, INSERT…) is never executed here.
    if (schema.statements.some((s) => !/^\s*CREATE\s/i.test(s.text)))
      return { ok: false, engineError: 'schema holds a non-CREATE statement' };
    const fresh = this.installedKey !== schema.key;
    const missing = fresh ? schema.statements : schema.statements.filter((s) => !this.installedIds.has(s.id));
    if (missing.length > 0) {
      const failure = this.install(missing, fresh);
      if (failure) return failure;
      if (fresh) {
        this.installedKey = schema.key;
        this.installedIds.clear();
      }
      for (const s of missing) this.installedIds.add(s.id);
    } else if (fresh) {
      // A schema none of whose definitions this query reaches: nothing of the previous one may stay visible.
      const failure = this.install([], true);
      if (failure) return failure;
      this.installedKey = schema.key;
      this.installedIds.clear();
    }
    let outcome: SqliteExactOutcome = { ok: false, engineError: 'not checked' };
    try {
      this.ctx.storage.transactionSync(() => {
        try {
          // Each cursor is drained: an open statement would keep the transaction from rolling back (SQLITE_BUSY).
          // A parameterised query is complete: each parameter is bound to NULL, EXPLAIN only compiles it.
          this.ctx.storage.sql.exec(`EXPLAIN ${query}`, ...new Array<null>(parameters).fill(null)).toArray();
          outcome = { ok: true };
        } catch (error) {
          const message = sqliteMessage(error);
          // A count of parameters SQLite disagrees with is our reading, not a fault of the query: nothing is decided.
          outcome = /\bbind|\bparameter/i.test(message)
            ? { ok: false, engineError: 'the bind parameters were not counted as SQLite counts them' }
            : { ok: false, error: message };
        }
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) outcome = { ok: false, engineError: 'the scratch database rejected the statement' };
    }
    return outcome;
  }

  /**
   * Installs statements in one transaction, after dropping every stored object when `replace`; on failure the
   * transaction rolls back, so the stored objects and what `check` records about them stay as they were.
   */
  private install(statements: Array<{ id: number; text: string }>, replace: boolean): SqliteExactOutcome | null {
    let failure: SqliteExactOutcome | null = null;
    try {
      this.ctx.storage.transactionSync(() => {
        if (replace) this.dropEverything();
        for (const statement of statements) {
          try {
            this.ctx.storage.sql.exec(statement.text).toArray();
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
