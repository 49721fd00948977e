import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Database } from './client.ts';
import { auditLogs, auditQuarantine } from './schema.ts';

export type AuditLogRow = typeof auditLogs.$inferSelect;

/** D1 binds at most 100 parameters per statement; an audit row has 15 columns. */
const ROWS_PER_INSERT = 6;

/**
 * Inserts a run of consecutive entries in one D1 batch (one transaction: all or none). Only the AuditLedger Durable
 * Object calls this, one organization at a time; the unique (org_id, seq) index turns any collision into a failure.
 */
export async function insertAuditEntries(db: Database, orgId: number, entries: Array<Omit<AuditLogRow, 'orgId'>>): Promise<void> {
  if (entries.length === 0) return;
  const statements = [];
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    statements.push(db.insert(auditLogs).values(entries.slice(i, i + ROWS_PER_INSERT).map((entry) => ({ ...entry, orgId }))));
  }
  const [first, ...rest] = statements;
  if (!first) return;
  await db.batch([first, ...rest]);
}

/** Entries after `seq` in chain order (the ledger's view of rows it did not know it had written). */
export async function auditEntriesAfter(db: Database, orgId: number, seq: number, limit: number): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.orgId, orgId), gte(auditLogs.seq, seq + 1)))
    .orderBy(asc(auditLogs.seq))
    .limit(limit)
    .all();
}

/** Moves one row out of the chain into `audit_quarantine`, in one transaction. */
export async function quarantineAuditEntry(db: Database, orgId: number, row: AuditLogRow, reason: string, at: string): Promise<void> {
  await db.batch([
    db
      .insert(auditQuarantine)
      .values({ ...row, orgId, reason, quarantinedAt: at })
      .onConflictDoNothing(),
    db.delete(auditLogs).where(and(eq(auditLogs.orgId, orgId), eq(auditLogs.id, row.id))),
  ]);
}

export async function lastAuditEntry(db: Database, orgId: number): Promise<AuditLogRow | undefined> {
  return db.select().from(auditLogs).where(eq(auditLogs.orgId, orgId)).orderBy(desc(auditLogs.seq)).limit(1).get();
}

/** Newest first; `beforeSeq` is the cursor (the `seq` of the last entry of the previous page). */
export async function listAuditLogs(
  db: Database,
  orgId: number,
  options: { limit: number; outcome?: string | undefined; beforeSeq?: number | undefined },
): Promise<AuditLogRow[]> {
  const conditions = [eq(auditLogs.orgId, orgId)];
  if (options.outcome) conditions.push(eq(auditLogs.outcome, options.outcome as AuditLogRow['outcome']));
  if (options.beforeSeq !== undefined) conditions.push(lt(auditLogs.seq, options.beforeSeq));
  return db
    .select()
    .from(auditLogs)
    .where(and(...conditions))
    .orderBy(desc(auditLogs.seq))
    .limit(options.limit)
    .all();
}

export async function getAuditLog(db: Database, orgId: number, id: string): Promise<AuditLogRow | undefined> {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.orgId, orgId), eq(auditLogs.id, id)))
    .get();
}

export async function getAuditLogBySeq(db: Database, orgId: number, seq: number): Promise<AuditLogRow | undefined> {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.orgId, orgId), eq(auditLogs.seq, seq)))
    .get();
}

/** Entries in chain order, a page at a time (for streaming exports and whole-chain verification). */
export async function auditPage(
  db: Database,
  orgId: number,
  options: { afterSeq: number; limit: number; from?: string | undefined; to?: string | undefined },
): Promise<AuditLogRow[]> {
  const conditions = [eq(auditLogs.orgId, orgId), gte(auditLogs.seq, options.afterSeq + 1)];
  if (options.from) conditions.push(gte(auditLogs.createdAt, options.from));
  if (options.to) conditions.push(lte(auditLogs.createdAt, options.to));
  return db
    .select()
    .from(auditLogs)
    .where(and(...conditions))
    .orderBy(asc(auditLogs.seq))
    .limit(options.limit)
    .all();
}
