import { and, asc, count, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Database } from './client.ts';
import { auditLogs } from './schema.ts';

export type AuditLogRow = typeof auditLogs.$inferSelect;

/** Only the AuditLedger Durable Object calls this, one organization at a time, so `seq` never collides. */
export async function insertAuditEntry(db: Database, orgId: number, entry: Omit<AuditLogRow, 'orgId'>): Promise<void> {
  await db
    .insert(auditLogs)
    .values({ ...entry, orgId })
    .run();
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

export async function countAuditEntries(db: Database, orgId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.orgId, orgId)).get();
  return row?.n ?? 0;
}
