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

export interface AuditEvent {
  id: string;
  actorType: AuditLogRow['actorType'];
  actorId: string | null;
  action: string;
  resource: string | null;
  outcome: AuditLogRow['outcome'];
  requestId: string | null;
  ip: string | null;
  createdAt: string;
  /** Already PII-redacted JSON. */
  details: string;
}

export interface AppendResult {
  id: string;
  seq: number;
  entryHash: string;
}

interface Head {
  seq: number;
  hash: string;
}

interface Waiter {
  orgId: number;
  event: AuditEvent;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** Entries per D1 batch: 200 rows are 34 insert statements, one transaction. */
const MAX_BATCH = 200;
/** Rows beyond the head examined by one recovery; more than this is not a stray write but a second writer. */
const MAX_ORPHANS = 200;

/**
 * One object per organization; the only writer of that organization's audit chain.
 *
 * Group commit: appends are queued in memory and written by one drain loop. While a D1 batch is in flight, new appends
 * collect; the next batch takes all of them, chains their hashes in arrival order and writes them as one D1 batch (one
 * transaction). Each caller's promise resolves once its entry is committed in D1 — the durability the request needs —
 * so throughput grows with concurrency instead of costing one serialized round trip per entry.
 *
 * The head (seq, hash) is kept here too (memory and storage): a deleted newest row in D1 shows up as a mismatch with it.
 * When a batch fails, the head is re-derived from D1 (see `recover`): rows beyond the head that link correctly are
 * adopted (an insert that committed but reported failure, or a head lost in a crash), rows that do not are moved to
 * `audit_quarantine` with an `audit.quarantine` event in the chain, and the batch is retried once on the new head.
 */
export class AuditLedger extends DurableObject<Env> {
  private readonly queue: Waiter[] = [];
  private draining: boolean = false;
  private cachedHead: Head | null = null;
  /** Since this instance started: D1 batches written and entries in them (group commit shows as entries ≫ batches). */
  private readonly counters = { batches: 0, entries: 0, recoveries: 0 };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS head (id INTEGER PRIMARY KEY CHECK (id = 1), org_id INTEGER NOT NULL, seq INTEGER NOT NULL, hash TEXT NOT NULL)',
    );
  }

  append(orgId: number, event: AuditEvent): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ orgId, event, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        void this.drain();
      }
    });
  }

  stats(): { batches: number; entries: number; recoveries: number } {
    return { ...this.counters };
  }

  head(): Head | null {
    const row = this.ctx.storage.sql.exec<{ seq: number; hash: string }>('SELECT seq, hash FROM head WHERE id = 1').toArray()[0];
    return row ? { seq: row.seq, hash: row.hash } : null;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const orgId = this.queue[0]?.orgId;
        // One organization per object; anything else waiting is taken by a later round.
        const batch: Waiter[] = [];
        for (let i = 0; i < this.queue.length && batch.length < MAX_BATCH; ) {
          const waiter = this.queue[i];
          if (waiter && waiter.orgId === orgId) {
            batch.push(waiter);
            this.queue.splice(i, 1);
          } else i++;
        }
        if (orgId === undefined || batch.length === 0) break;
        try {
          const results = await this.commit(
            orgId,
            batch.map((w) => w.event),
          );
          for (const waiter of batch) {
            const result = results.get(waiter.event.id);
            if (result) waiter.resolve(result);
            else waiter.reject(new Error('audit entry missing from its committed batch'));
          }
        } catch (error) {
          console.error(
            JSON.stringify({ level: 'error', event: 'audit_batch_failed', org_id: orgId, entries: batch.length, error: String(error) }),
          );
          for (const waiter of batch) waiter.reject(error);
        }
      }
    } finally {
      // Reset in the same turn as the empty-queue check: an append arriving later starts a new drain.
      this.draining = false;
    }
  }

  private async commit(orgId: number, events: AuditEvent[]): Promise<Map<string, AppendResult>> {
    const secret = requireAuditSecret(this.env.AUDIT_HMAC_SECRET);
    const db = createDatabase(this.env.DB);
    const done = new Map<string, AppendResult>();
    let head = await this.loadHead(orgId, db);
    let pending = events;
    for (let attempt = 0; pending.length > 0; attempt++) {
      const { rows, results } = chain(orgId, head, pending, secret);
      try {
        await insertAuditEntries(db, orgId, rows);
      } catch (error) {
        if (attempt > 0) throw error;
        const recovered = await this.recover(orgId, db, head, secret, new Set(pending.map((e) => e.id)));
        if (!recovered) throw error;
        this.counters.recoveries++;
        head = recovered.head;
        this.saveHead(orgId, head);
        for (const result of recovered.adopted) done.set(result.id, result);
        pending = [...recovered.notes, ...pending.filter((e) => !done.has(e.id))];
        continue;
      }
      this.counters.batches++;
      this.counters.entries += rows.length;
      for (const result of results) done.set(result.id, result);
      const last = results[results.length - 1];
      if (last) {
        head = { seq: last.seq, hash: last.entryHash };
        this.saveHead(orgId, head);
      }
      pending = [];
    }
    return done;
  }

  private async loadHead(orgId: number, db: Database): Promise<Head> {
    if (this.cachedHead) return this.cachedHead;
    const stored = this.head();
    if (stored) return (this.cachedHead = stored);
    // First append since this object was created: continue whatever chain D1 already holds.
    const last = await lastAuditEntry(db, orgId);
    return (this.cachedHead = last ? { seq: last.seq, hash: last.entryHash } : { seq: 0, hash: GENESIS_HASH });
  }

  private saveHead(orgId: number, head: Head): void {
    this.cachedHead = head;
    this.ctx.storage.sql.exec(
      'INSERT INTO head (id, org_id, seq, hash) VALUES (1, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash',
      orgId,
      head.seq,
      head.hash,
    );
  }

  /**
   * Re-derives the head after a failed batch. Every row D1 holds beyond the head is checked in order: it must carry
   * the next seq, link to the current head and have a valid hash and HMAC. Such a row is adopted (it was written by
   * this ledger: an insert that committed but reported failure, or a head lost before it was saved); our own pending
   * entries among them are thereby committed. A row that fails any check is quarantined. Returns null when D1 holds
   * nothing beyond the head, i.e. the failure was not a conflict.
   */
  private async recover(orgId: number, db: Database, head: Head, secret: string, own: Set<string>) {
    const rows = await auditEntriesAfter(db, orgId, head.seq, MAX_ORPHANS);
    if (rows.length === 0) return null;
    let current = head;
    const adopted: AppendResult[] = [];
    const notes: AuditEvent[] = [];
    const now = new Date().toISOString();
    for (const row of rows) {
      const reason = linkProblem(row, current, secret);
      if (!reason) {
        current = { seq: row.seq, hash: row.entryHash };
        if (own.has(row.id)) adopted.push({ id: row.id, seq: row.seq, entryHash: row.entryHash });
        continue;
      }
      await quarantineAuditEntry(db, orgId, row, reason, now);
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
        details: JSON.stringify({ quarantined_id: row.id, seq: row.seq, reason }),
      });
    }
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'audit_head_rederived',
        org_id: orgId,
        from_seq: head.seq,
        to_seq: current.seq,
        adopted: rows.length - notes.length,
        quarantined: notes.length,
      }),
    );
    return { head: current, adopted, notes };
  }
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
function chain(orgId: number, head: Head, events: AuditEvent[], secret: string) {
  const rows: Array<Omit<AuditLogRow, 'orgId'>> = [];
  const results: AppendResult[] = [];
  let seq = head.seq;
  let prevHash = head.hash;
  for (const event of events) {
    seq++;
    const entryHash = entryHashSync({ ...event, orgId, seq, prevHash });
    rows.push({ ...event, seq, prevHash, entryHash, hmac: entryHmacSync(secret, entryHash) });
    results.push({ id: event.id, seq, entryHash });
    prevHash = entryHash;
  }
  return { rows, results };
}
