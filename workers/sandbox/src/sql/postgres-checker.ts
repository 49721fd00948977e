import { definitionsToApply, type PostgresOutcome, type PostgresPlan } from '@verdict/engines/sql/postgres-exact.ts';

/** The slice of PGlite the checker uses. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

/** A started PostgreSQL and how much wasm memory it holds now. */
export interface PostgresInstance {
  db: PgliteLike;
  memoryBytes(): number;
}

/** The PostgreSQL could not be started: the caller answers 503, never a verdict. */
export class PostgresUnavailableError extends Error {
  constructor() {
    super('PostgreSQL could not be started');
    this.name = 'PostgresUnavailableError';
  }
}

export interface PostgresCheckerOptions {
  start(): Promise<PostgresInstance>;
  /** Past this much wasm memory (it never shrinks) the instance is closed after the check and started afresh next time. */
  maxMemoryBytes?: number;
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  position?: string;
}

function databaseError(e: unknown): DatabaseErrorLike | null {
  if (!e || typeof e !== 'object') return null;
  const x = e as Record<string, unknown>;
  if (typeof x.code !== 'string' || !/^[0-9A-Z]{5}$/.test(x.code) || typeof x.message !== 'string') return null;
  return { code: x.code, message: x.message, ...(typeof x.position === 'string' ? { position: x.position } : {}) };
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Schema?: string;
  Operation?: string;
  Plans?: PlanNode[];
}

/** Relations the plan reads and the write operations it performs, from EXPLAIN (FORMAT JSON). */
export function planFacts(planJson: unknown): { relations: Array<{ schema: string; name: string }>; writes: string[] } {
  const relations: Array<{ schema: string; name: string }> = [];
  const writes = new Set<string>();
  const stack: unknown[] = Array.isArray(planJson) ? planJson.map((p) => (p as { Plan?: unknown }).Plan) : [];
  let visited = 0;
  while (stack.length > 0 && visited < 100_000) {
    visited++;
    const node = stack.pop() as PlanNode | undefined;
    if (!node || typeof node !== 'object') continue;
    if (typeof node['Relation Name'] === 'string') relations.push({ schema: node.Schema ?? '', name: node['Relation Name'] });
    if (node['Node Type'] === 'ModifyTable' && typeof node.Operation === 'string') writes.add(node.Operation);
    if (Array.isArray(node.Plans)) stack.push(...node.Plans);
  }
  return { relations, writes: [...writes].sort((a, b) => a.localeCompare(b)) };
}

/**
 * Runs PostgresPlans in one long-lived PostgreSQL. The schema is applied inside a transaction that is never committed,
 * followed by a savepoint; each query's EXPLAIN runs and is rolled back to that savepoint, so the next request with the
 * same schema (agents repeat theirs) costs only its EXPLAIN, or the few statements of that schema it needs that are not
 * applied yet. A different schema rolls the transaction back and applies its own. Checks run one at a time. Any failure of the engine itself (not an SQL error) drops the instance; the next
 * check starts a new one.
 */
export class PostgresChecker {
  private readonly options: PostgresCheckerOptions;
  private instance: Promise<PostgresInstance> | null = null;
  private version = 'PostgreSQL';
  private schemaKey: string | null = null;
  /** Ids of the statements of `schemaKey`'s schema applied in the open transaction. */
  private readonly installed = new Set<number>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Checks performed and schemas applied since the process started (for tests and benchmarks). */
  readonly counters = { checks: 0, schemasApplied: 0, statementsApplied: 0, starts: 0 };

  constructor(options: PostgresCheckerOptions) {
    this.options = options;
  }

  check(plan: PostgresPlan): Promise<PostgresOutcome> {
    const run = this.queue.then(() => this.checkNow(plan));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Starts the engine ahead of the first request (the container does this at boot). */
  async warm(): Promise<void> {
    await this.started();
  }

  private async started(): Promise<PostgresInstance> {
    if (!this.instance) {
      this.counters.starts++;
      const starting = this.options.start().then(async (inst) => {
        const rows = (await inst.db.query<{ v: string }>('SELECT version() AS v')).rows;
        const full = rows[0]?.v ?? '';
        const m = /^(PostgreSQL [\d.]+)(?: \((PGlite [\d.]+)\))?/.exec(full);
        this.version = m ? (m[2] ? `${m[1]} (${m[2]})` : (m[1] as string)) : 'PostgreSQL';
        return inst;
      });
      this.instance = starting;
      starting.catch(() => {
        if (this.instance === starting) this.instance = null;
      });
    }
    try {
      return await this.instance;
    } catch {
      throw new PostgresUnavailableError();
    }
  }

  private async drop(): Promise<void> {
    const current = this.instance;
    this.instance = null;
    this.schemaKey = null;
    this.installed.clear();
    if (!current) return;
    try {
      await (await current).db.close();
    } catch {
      // A crashed instance may not close cleanly; it is unreachable now either way.
    }
  }

  private async checkNow(plan: PostgresPlan): Promise<PostgresOutcome> {
    const inst = await this.started();
    const db = inst.db;
    this.counters.checks++;
    try {
      const fresh = this.schemaKey !== plan.schemaKey;
      if (fresh) {
        if (this.schemaKey !== null) await db.exec('ROLLBACK');
        this.schemaKey = null;
        this.installed.clear();
        await db.exec('BEGIN');
      }
      // The statements are closed under their dependencies, so what is missing can follow what is already there.
      const missing = plan.schemaStatements.filter((s) => !this.installed.has(s.id));
      // What one check may apply is bounded; the rest waits for the next check of the same schema.
      const step = definitionsToApply(missing, plan.applyLimit);
      if (fresh || missing.length > 0) {
        for (const statement of step.apply) {
          try {
            // query() uses the extended protocol: one statement per message, whatever the text holds.
            await db.query(statement.text);
          } catch (e) {
            const err = databaseError(e);
            await db.exec('ROLLBACK');
            this.schemaKey = null;
            this.installed.clear();
            if (!err) throw e;
            return { ok: false, phase: 'schema', version: this.version, statement: statement.id, sqlstate: err.code, message: err.message };
          }
        }
        if (!fresh) await db.exec('RELEASE SAVEPOINT verdict_query');
        await db.exec('SAVEPOINT verdict_query');
        this.schemaKey = plan.schemaKey;
        for (const s of step.apply) this.installed.add(s.id);
        this.counters.schemasApplied++;
        this.counters.statementsApplied += step.apply.length;
        if (!step.complete) return { ok: false, phase: 'budget', applied: step.apply.length, missing: missing.length };
      }
      let outcome: PostgresOutcome;
      try {
        const params = new Array<null>(plan.parameters).fill(null);
        const rows = (await db.query<Record<string, unknown>>(plan.explain, params)).rows;
        const facts = planFacts(rows[0]?.['QUERY PLAN']);
        outcome = { ok: true, version: this.version, ...facts };
      } catch (e) {
        const err = databaseError(e);
        if (!err) throw e;
        const position = err.position !== undefined ? Number(err.position) : Number.NaN;
        outcome = {
          ok: false,
          phase: 'query',
          version: this.version,
          sqlstate: err.code,
          message: err.message,
          ...(Number.isFinite(position) ? { position } : {}),
        };
      }
      await db.exec('ROLLBACK TO SAVEPOINT verdict_query');
      if (inst.memoryBytes() > (this.options.maxMemoryBytes ?? 512 * 1024 * 1024)) await this.drop();
      return outcome;
    } catch {
      await this.drop();
      return { ok: false, phase: 'engine', message: 'PostgreSQL failed during the check' };
    }
  }
}
