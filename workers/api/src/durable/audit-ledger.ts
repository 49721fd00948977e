import { DurableObject } from 'cloudflare:workers';
import { createDatabase, insertAuditEntry, lastAuditEntry, type AuditLogRow } from '@verdict/db';
import { entryHash, entryHmac, GENESIS_HASH, requireAuditSecret, type AuditEntryBody } from '../lib/audit-chain.ts';
import type { Env } from '../env.ts';

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

/**
 * One object per organization; the only writer of that organization's audit chain. Appends run one after another
 * through `tail` (hashing and the D1 insert are awaited, which would otherwise let two appends read the same head), so
 * the chain never forks. The head (seq, hash) is also kept here: a deleted tail entry in D1 shows up as a mismatch.
 */
export class AuditLedger extends DurableObject<Env> {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS head (id INTEGER PRIMARY KEY CHECK (id = 1), org_id INTEGER NOT NULL, seq INTEGER NOT NULL, hash TEXT NOT NULL)',
    );
  }

  append(orgId: number, event: AuditEvent): Promise<{ id: string; seq: number; entryHash: string }> {
    const run = this.tail.then(() => this.appendNow(orgId, event));
    // A failed append must not poison the queue for the next one.
    this.tail = run.catch(() => undefined);
    return run;
  }

  head(): { seq: number; hash: string } | null {
    const row = this.ctx.storage.sql.exec<{ seq: number; hash: string }>('SELECT seq, hash FROM head WHERE id = 1').toArray()[0];
    return row ? { seq: row.seq, hash: row.hash } : null;
  }

  private async appendNow(orgId: number, event: AuditEvent) {
    const secret = requireAuditSecret(this.env.AUDIT_HMAC_SECRET);
    const db = createDatabase(this.env.DB);
    let head = this.head();
    if (!head) {
      // First append since this object was created: continue whatever chain D1 already holds.
      const last = await lastAuditEntry(db, orgId);
      head = last ? { seq: last.seq, hash: last.entryHash } : { seq: 0, hash: GENESIS_HASH };
    }
    const body: AuditEntryBody = { ...event, orgId, seq: head.seq + 1, prevHash: head.hash };
    const hash = await entryHash(body);
    const hmac = await entryHmac(secret, hash);
    await insertAuditEntry(db, orgId, { ...event, seq: body.seq, prevHash: body.prevHash, entryHash: hash, hmac });
    this.ctx.storage.sql.exec(
      'INSERT INTO head (id, org_id, seq, hash) VALUES (1, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash',
      orgId,
      body.seq,
      hash,
    );
    return { id: event.id, seq: body.seq, entryHash: hash };
  }
}
