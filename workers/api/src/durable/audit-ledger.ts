import { DurableObject } from 'cloudflare:workers';
import {
  type AuditLogRow,
  auditEntriesAfter,
  createDatabase,
  type Database,
  insertAuditEntries,
  lastAuditEntry,
  quarantineAuditEntry,
} from '@verdict/db';
import type { Env } from '../env.ts';
import { entryHashSync, entryHmacSync, GENESIS_HASH, requireAuditSecret } from '../lib/audit-chain.ts';
import { constantTimeEqual } from '../lib/crypto.ts';
import { randomIds, systemClock } from '../middleware/envelope.ts';
import { emitWebhookEvent } from '../services/webhook-events.ts';
import type { AppendResult, AuditEvent, AuditLedgerRpc, LedgerHead as Head } from './rpc.ts';

type Entry = Omit<AuditLogRow, 'orgId'>;

/** Entries per D1 batch: 200 rows are 34 insert statements in one transaction. */
const MAX_BATCH = 200;
/** Rows beyond the D1 tail examined by one reconciliation. */
const MAX_ORPHANS = 200;
/** How long appends collect before they are copied to D1 in one batch (readers flush at once, see `sync`). */
const FLUSH_DELAY_MS = 250;
/** The durable safety net: if this object is evicted before its in-memory timer fires, the alarm copies the rest. */
const SAFETY_ALARM_MS = 30_000;
/** Entries the ledger holds while D1 cannot take them; beyond this, appends are refused (503) rather than piling up. */
const MAX_OUTBOX = 100_000;

/**
 * One object per organization; the only writer of that organization's audit chain.
 *
 * An append is durable when this object's storage has it: the entry is hashed, HMAC'd and chained synchronously
 * (no await between reading the head and writing the entry, so the chain cannot fork) and stored in `outbox`
 * together with the new head. The caller waits for that write only — the durability its request needs.
 *
 * Group commit to D1: an alarm shortly after the first pending append copies every pending entry, in chain order, to
 * D1 in one batch (one transaction) and removes them from the outbox. Readers of the trail call `sync()` first, which
 * flushes at once, so every read sees every acknowledged entry.
 *
 * A failed batch makes the ledger re-derive D1's tail (see `reconcile`): rows beyond it are adopted when they are its
 * own (an insert that committed but reported failure) or link correctly (written by this ledger before it lost its
 * state), quarantined with an `audit.quarantine` event when they do not; pending entries are re-chained after the new
 * tail and the batch is retried. A stray row never locks the organization out.
 */
export class AuditLedger extends DurableObject<Env> implements AuditLedgerRpc {
  private flushing: Promise<void> | null = null;
  private readonly waiting: Array<{ orgId: number; events: AuditEvent[]; resolve(r: AppendResult[]): void; reject(e: unknown): void }> = [];
  private writeScheduled: boolean = false;
  private timerArmed: boolean = false;
  private alarmArmed: boolean = false;
  private readonly counters = { appended: 0, batches: 0, flushed: 0, recoveries: 0 };
  /** Storage mirrors, read once per object lifetime (undefined: not read yet). */
  private headCache: Head | null | undefined;
  private tailCache: Head | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(
      'CREATE TABLE IF NOT EXISTS head (id INTEGER PRIMARY KEY CHECK (id = 1), org_id INTEGER NOT NULL, seq INTEGER NOT NULL, hash TEXT NOT NULL)',
    );
    sql.exec('CREATE TABLE IF NOT EXISTS d1_tail (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, hash TEXT NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, entry TEXT NOT NULL)');
  }

  async append(orgId: number, event: AuditEvent): Promise<AppendResult> {
    const [result] = await this.appendMany(orgId, [event]);
    if (!result) throw new Error('audit entry not chained');
    return result;
  }

  /**
   * Appends several events of one request in order. Appends arriving together are chained and written in one storage
   * transaction (one durable write for all of them): each caller's answer is released once that write is durable.
   */
  async appendMany(orgId: number, events: AuditEvent[]): Promise<AppendResult[]> {
    if (!this.readHead()) await this.ctx.blockConcurrencyWhile(() => this.initialise(orgId));
    return new Promise<AppendResult[]>((resolve, reject) => {
      this.waiting.push({ orgId, events, resolve, reject });
      if (!this.writeScheduled) {
        this.writeScheduled = true;
        setTimeout(() => this.writeWaiting(), 0);
      }
    });
  }

  private writeWaiting(): void {
    this.writeScheduled = false;
    const batch = this.waiting.splice(0);
    const first = batch[0];
    if (!first) return;
    let results: AppendResult[][];
    try {
      const secret = requireAuditSecret(this.env.AUDIT_HMAC_SECRET);
      results = this.ctx.storage.transactionSync(() => {
        const sql = this.ctx.storage.sql;
        const count = batch.reduce((n, w) => n + w.events.length, 0);
        if (this.pending() + count > MAX_OUTBOX) throw new Error('audit outbox full: D1 has not accepted entries for too long');
        let head = this.readHead() ?? { seq: 0, hash: GENESIS_HASH };
        const out = batch.map((waiter) => {
          const entries = chain(first.orgId, head, waiter.events, secret);
          for (const entry of entries)
            sql.exec('INSERT INTO outbox (seq, id, entry) VALUES (?, ?, ?)', entry.seq, entry.id, JSON.stringify(entry));
          const last = entries[entries.length - 1];
          if (last) head = { seq: last.seq, hash: last.entryHash };
          return entries.map((e) => ({ id: e.id, seq: e.seq, entryHash: e.entryHash }));
        });
        this.writeHead(first.orgId, head);
        return out;
      });
    } catch (error) {
      this.headCache = undefined; // the transaction rolled back: read the head from storage again
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    this.counters.appended += results.reduce((n, r) => n + r.length, 0);
    batch.forEach((waiter, i) => {
      waiter.resolve(results[i] ?? []);
    });
    this.armFlush(first.orgId);
  }

  /** Copies every pending entry to D1 now; returns the head, which D1 then ends with. */
  async sync(orgId: number): Promise<Head | null> {
    if (!this.readHead()) await this.ctx.blockConcurrencyWhile(() => this.initialise(orgId));
    await this.flush(orgId);
    return this.readHead();
  }

  /** The chain head, including entries not yet copied to D1. */
  head(): Head | null {
    return this.readHead();
  }
  /** A cheap round trip for readiness checks. */
  ping(): 'pong' {
    return 'pong';
  }

  stats(): { appended: number; batches: number; flushed: number; recoveries: number; pending: number } {
    return { ...this.counters, pending: this.pending() };
  }

  override async alarm(): Promise<void> {
    this.alarmArmed = false;
    const orgId = this.ctx.storage.sql.exec<{ org_id: number }>('SELECT org_id FROM head WHERE id = 1').toArray()[0]?.org_id;
    if (orgId !== undefined) await this.flushLogged(orgId);
    if (orgId !== undefined && this.pending() > 0) this.armFlush(orgId);
  }

  /**
   * Pending entries are copied by an in-memory timer shortly after the first of them (cheap: no storage write per
   * batch); a durable alarm, armed once per object lifetime and re-armed only while entries remain, covers eviction.
   */
  private armFlush(orgId: number): void {
    if (!this.timerArmed) {
      this.timerArmed = true;
      setTimeout(() => {
        this.timerArmed = false;
        // After a failure (D1 down) the alarm retries, not this timer: no tight retry loop.
        void this.flushLogged(orgId).then((ok) => {
          if (ok && this.pending() > 0) this.armFlush(orgId);
        });
      }, FLUSH_DELAY_MS);
    }
    if (!this.alarmArmed) {
      this.alarmArmed = true;
      void this.ctx.storage.setAlarm(Date.now() + SAFETY_ALARM_MS);
    }
  }

  private async flushLogged(orgId: number): Promise<boolean> {
    try {
      await this.flush(orgId);
      return true;
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'audit_flush_failed', org_id: orgId, error: String(error) }));
      return false;
    }
  }

  /** The outbox holds exactly the entries after D1's tail up to the head. */
  private pending(): number {
    const head = this.readHead();
    return head ? head.seq - this.readTail().seq : 0;
  }

  /** First use of this object: continue whatever chain D1 holds (or the head an older version of this object kept). */
  private async initialise(orgId: number): Promise<void> {
    if (this.readHead()) return;
    const last = await lastAuditEntry(createDatabase(this.env.DB), orgId);
    const head = last ? { seq: last.seq, hash: last.entryHash } : { seq: 0, hash: GENESIS_HASH };
    this.ctx.storage.transactionSync(() => {
      this.writeHead(orgId, head);
      this.writeTail(head);
    });
  }

  private flush(orgId: number): Promise<void> {
    this.flushing ??= this.flushNow(orgId).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushNow(orgId: number): Promise<void> {
    const db = createDatabase(this.env.DB);
    const secret = requireAuditSecret(this.env.AUDIT_HMAC_SECRET);
    let retried = false;
    for (;;) {
      const entries = this.ctx.storage.sql
        .exec<{ entry: string }>('SELECT entry FROM outbox ORDER BY seq LIMIT ?', MAX_BATCH)
        .toArray()
        .map((r) => JSON.parse(r.entry) as Entry);
      const last = entries[entries.length - 1];
      if (!last) return;
      try {
        await insertAuditEntries(db, orgId, entries);
      } catch (error) {
        // One reconciliation per flush: a second failure is not a conflict this ledger can resolve (D1 is down).
        if (retried || !(await this.reconcile(orgId, db, secret))) throw error;
        retried = true;
        continue;
      }
      this.counters.batches++;
      this.counters.flushed += entries.length;
      this.ctx.storage.transactionSync(() => {
        this.ctx.storage.sql.exec('DELETE FROM outbox WHERE seq <= ?', last.seq);
        this.writeTail({ seq: last.seq, hash: last.entryHash });
      });
    }
  }

  /**
   * Re-derives D1's tail after a failed batch. Every row D1 holds beyond the tail this ledger knows is checked in
   * order: this ledger's own pending entry (same id and hash) is marked written; any other row that carries the next
   * seq, links to the current tail and has a valid hash and HMAC is adopted; a row failing any check is quarantined and
   * an `audit.quarantine` event records it. Pending entries are then re-chained after the new tail (they were never
   * readable, since readers flush first). Returns false when D1 holds nothing new, i.e. the failure was not a conflict.
   */
  private async reconcile(orgId: number, db: Database, secret: string): Promise<boolean> {
    const tail = this.readTail();
    const rows = await auditEntriesAfter(db, orgId, tail.seq, MAX_ORPHANS);
    if (rows.length === 0) return false;
    const pending = new Map(
      this.ctx.storage.sql
        .exec<{ entry: string }>('SELECT entry FROM outbox ORDER BY seq')
        .toArray()
        .map((r) => JSON.parse(r.entry) as Entry)
        .map((e) => [e.id, e]),
    );
    let current = tail;
    const written = new Set<string>();
    const notes: AuditEvent[] = [];
    const broken: Array<{ audit_log_id: string; seq: number; reason: string }> = [];
    const now = new Date().toISOString();
    for (const row of rows) {
      const problem = linkProblem(row, current, secret);
      if (!problem) {
        current = { seq: row.seq, hash: row.entryHash };
        if (pending.get(row.id)?.entryHash === row.entryHash) written.add(row.id);
        continue;
      }
      await quarantineAuditEntry(db, orgId, row, problem, now);
      broken.push({ audit_log_id: row.id, seq: row.seq, reason: problem });
      notes.push({
        id: `aud_${crypto.randomUUID().replaceAll('-', '')}`,
        actorType: 'system',
        actorId: 'audit-ledger',
        action: 'audit.quarantine',
        resource: `audit_log:${row.id}`,
        outcome: 'failure',
        requestId: null,
        ip: null,
        createdAt: now,
        details: JSON.stringify({ quarantined_id: row.id, seq: row.seq, reason: problem }),
      });
    }
    const remaining = [...pending.values()].filter((e) => !written.has(e.id)).map(eventOf);
    const rechained = chain(orgId, current, [...remaining, ...notes], secret);
    this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      sql.exec('DELETE FROM outbox');
      for (const entry of rechained)
        sql.exec('INSERT INTO outbox (seq, id, entry) VALUES (?, ?, ?)', entry.seq, entry.id, JSON.stringify(entry));
      const last = rechained[rechained.length - 1];
      this.writeHead(orgId, last ? { seq: last.seq, hash: last.entryHash } : current);
      this.writeTail(current);
    });
    this.counters.recoveries++;
    // Each quarantined row is an entry whose hash, HMAC or link does not check: the organization's webhooks hear of it.
    const deps = { db, env: this.env, ids: randomIds, clock: systemClock };
    for (const entry of broken) await emitWebhookEvent(deps, orgId, 'audit.chain_broken', entry);
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'audit_tail_rederived',
        org_id: orgId,
        from_seq: tail.seq,
        to_seq: current.seq,
        own: written.size,
        quarantined: notes.length,
        rechained: remaining.length,
      }),
    );
    return true;
  }

  private readHead(): Head | null {
    if (this.headCache !== undefined) return this.headCache;
    const row = this.ctx.storage.sql.exec<{ seq: number; hash: string }>('SELECT seq, hash FROM head WHERE id = 1').toArray()[0];
    this.headCache = row ? { seq: row.seq, hash: row.hash } : null;
    return this.headCache;
  }

  private writeHead(orgId: number, head: Head): void {
    this.headCache = head;
    this.ctx.storage.sql.exec(
      'INSERT INTO head (id, org_id, seq, hash) VALUES (1, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash',
      orgId,
      head.seq,
      head.hash,
    );
  }

  /** The newest entry known to be in D1 (an object from before the outbox kept only its head, which D1 had then). */
  private readTail(): Head {
    if (this.tailCache) return this.tailCache;
    const row = this.ctx.storage.sql.exec<{ seq: number; hash: string }>('SELECT seq, hash FROM d1_tail WHERE id = 1').toArray()[0];
    if (row) return (this.tailCache = { seq: row.seq, hash: row.hash });
    const pendingFrom = this.ctx.storage.sql.exec<{ s: number | null }>('SELECT min(seq) AS s FROM outbox').one().s;
    const head = this.readHead() ?? { seq: 0, hash: GENESIS_HASH };
    return pendingFrom === null ? head : { seq: pendingFrom - 1, hash: this.prevHashOf(pendingFrom) ?? head.hash };
  }

  private prevHashOf(seq: number): string | null {
    const row = this.ctx.storage.sql.exec<{ entry: string }>('SELECT entry FROM outbox WHERE seq = ?', seq).toArray()[0];
    return row ? (JSON.parse(row.entry) as Entry).prevHash : null;
  }

  private writeTail(tail: Head): void {
    this.tailCache = tail;
    this.ctx.storage.sql.exec(
      'INSERT INTO d1_tail (id, seq, hash) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash',
      tail.seq,
      tail.hash,
    );
  }
}

function eventOf(entry: Entry): AuditEvent {
  return {
    id: entry.id,
    actorType: entry.actorType,
    actorId: entry.actorId,
    action: entry.action,
    resource: entry.resource,
    outcome: entry.outcome,
    requestId: entry.requestId,
    ip: entry.ip,
    createdAt: entry.createdAt,
    details: entry.details,
  };
}

/** Why `row` cannot follow `head` in the chain, or null when it can. */
function linkProblem(row: AuditLogRow, head: Head, secret: string): string | null {
  if (row.seq !== head.seq + 1) return 'sequence gap';
  if (row.prevHash !== head.hash) return 'previous hash does not match the head';
  if (!constantTimeEqual(entryHashSync({ ...row }), row.entryHash)) return 'entry hash does not match its content';
  if (!constantTimeEqual(entryHmacSync(secret, row.entryHash), row.hmac)) return 'HMAC does not verify';
  return null;
}

/** Assigns seq numbers and chains the hashes of `events` after `head`, in order. */
function chain(orgId: number, head: Head, events: AuditEvent[], secret: string): Entry[] {
  const entries: Entry[] = [];
  let seq = head.seq;
  let prevHash = head.hash;
  for (const event of events) {
    seq++;
    const entryHash = entryHashSync({ ...event, orgId, seq, prevHash });
    entries.push({ ...event, seq, prevHash, entryHash, hmac: entryHmacSync(secret, entryHash) });
    prevHash = entryHash;
  }
  return entries;
}
