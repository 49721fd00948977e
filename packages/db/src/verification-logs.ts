import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { verificationLogs } from './schema.ts';

export type VerificationLogRow = typeof verificationLogs.$inferSelect;
export type NewVerificationLog = Omit<typeof verificationLogs.$inferInsert, 'id' | 'orgId'>;

export async function listRecentVerificationLogs(db: Database, orgId: number, limit: number): Promise<VerificationLogRow[]> {
  return db.select().from(verificationLogs).where(eq(verificationLogs.orgId, orgId)).orderBy(desc(verificationLogs.id)).limit(limit).all();
}

export async function countVerificationLogs(db: Database, orgId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(verificationLogs)
    .where(and(eq(verificationLogs.orgId, orgId)))
    .get();
  return row?.n ?? 0;
}
