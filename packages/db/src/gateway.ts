import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { gatewayPolicies, gatewayUpstreams } from './schema.ts';

export type GatewayUpstreamRow = typeof gatewayUpstreams.$inferSelect;
export type NewGatewayUpstream = Omit<typeof gatewayUpstreams.$inferInsert, 'orgId' | 'deletedAt'>;
export type GatewayPolicyRow = typeof gatewayPolicies.$inferSelect;

export async function insertGatewayUpstream(db: Database, orgId: number, upstream: NewGatewayUpstream): Promise<GatewayUpstreamRow> {
  return db
    .insert(gatewayUpstreams)
    .values({ ...upstream, orgId })
    .returning()
    .get();
}

/** Upstreams not deleted, oldest first (the order a request without `verdict.upstream` searches them in). */
export async function listGatewayUpstreams(db: Database, orgId: number): Promise<GatewayUpstreamRow[]> {
  return db
    .select()
    .from(gatewayUpstreams)
    .where(and(eq(gatewayUpstreams.orgId, orgId), isNull(gatewayUpstreams.deletedAt)))
    .orderBy(asc(gatewayUpstreams.createdAt), asc(gatewayUpstreams.id))
    .all();
}

export async function countGatewayUpstreams(db: Database, orgId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(gatewayUpstreams)
    .where(and(eq(gatewayUpstreams.orgId, orgId), isNull(gatewayUpstreams.deletedAt)))
    .get();
  return row?.n ?? 0;
}

/** Soft delete; false when the organization has no such upstream. */
export async function deleteGatewayUpstream(db: Database, orgId: number, id: string, deletedAt: string): Promise<boolean> {
  const row = await db
    .update(gatewayUpstreams)
    .set({ deletedAt })
    .where(and(eq(gatewayUpstreams.orgId, orgId), eq(gatewayUpstreams.id, id), isNull(gatewayUpstreams.deletedAt)))
    .returning({ id: gatewayUpstreams.id })
    .get();
  return row !== undefined;
}

export async function currentGatewayPolicy(db: Database, orgId: number): Promise<GatewayPolicyRow | undefined> {
  return db.select().from(gatewayPolicies).where(eq(gatewayPolicies.orgId, orgId)).orderBy(desc(gatewayPolicies.version)).limit(1).get();
}

/**
 * Appends the next version. Two concurrent writers that read the same version collide on the unique (org, version)
 * index and the second insert fails; the caller reports a conflict instead of silently overwriting.
 */
export async function insertGatewayPolicy(db: Database, orgId: number, policy: Omit<GatewayPolicyRow, 'orgId'>): Promise<GatewayPolicyRow> {
  return db
    .insert(gatewayPolicies)
    .values({ ...policy, orgId })
    .returning()
    .get();
}
