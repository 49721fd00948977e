import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client.ts';
import { attestations } from './schema.ts';

export type AttestationRow = typeof attestations.$inferSelect;

export async function insertAttestation(db: Database, orgId: number, row: Omit<AttestationRow, 'orgId' | 'revokedAt'>): Promise<void> {
  await db
    .insert(attestations)
    .values({ ...row, orgId })
    .run();
}

export async function findAttestation(db: Database, orgId: number, id: string): Promise<AttestationRow | undefined> {
  return db
    .select()
    .from(attestations)
    .where(and(eq(attestations.orgId, orgId), eq(attestations.id, id)))
    .get();
}

export async function revokeAttestationRow(db: Database, orgId: number, id: string, revokedAt: string): Promise<boolean> {
  const rows = await db
    .update(attestations)
    .set({ revokedAt })
    .where(and(eq(attestations.orgId, orgId), eq(attestations.id, id), isNull(attestations.revokedAt)))
    .returning({ id: attestations.id })
    .all();
  return rows.length === 1;
}
