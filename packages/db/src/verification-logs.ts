import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import { verificationLogs } from './schema.ts';

export type VerificationLogRow = typeof verificationLogs.$inferSelect;
export type NewVerificationLog = Omit<typeof verificationLogs.$inferInsert, 'id' | 'orgId'>;

/**
 * Most recent first by timestamp (rows are inserted in coalesced batches, so id order is not time order), ties broken by
 * id; `before` is the (timestamp, id) of the last entry of the previous page.
 */
export async function listRecentVerificationLogs(
  db: Database,
  orgId: number,
  limit: number,
  before?: { createdAt: string; id: number },
): Promise<VerificationLogRow[]> {
  const after = before
    ? or(
        lt(verificationLogs.createdAt, before.createdAt),
        and(eq(verificationLogs.createdAt, before.createdAt), lt(verificationLogs.id, before.id)),
      )
    : undefined;
  return db
    .select()
    .from(verificationLogs)
    .where(and(eq(verificationLogs.orgId, orgId), after))
    .orderBy(desc(verificationLogs.createdAt), desc(verificationLogs.id))
    .limit(limit)
    .all();
}

export async function countVerificationLogs(db: Database, orgId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(verificationLogs)
    .where(and(eq(verificationLogs.orgId, orgId)))
    .get();
  return row?.n ?? 0;
}
