import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { agentActivities, agents } from './schema.ts';

export type AgentRow = typeof agents.$inferSelect;
export type AgentActivityRow = typeof agentActivities.$inferSelect;

export async function insertAgent(db: Database, orgId: number, agent: Omit<typeof agents.$inferInsert, 'id' | 'orgId'>): Promise<AgentRow> {
  return db
    .insert(agents)
    .values({ ...agent, orgId })
    .returning()
    .get();
}

/**
 * Agent-token authentication: the token is what identifies the organization, so this lookup is by the agent id from
 * the path plus the token digest; the caller compares the digest in constant time.
 */
export async function findAgentForToken(db: Database, agentId: number): Promise<AgentRow | undefined> {
  return db.select().from(agents).where(eq(agents.id, agentId)).get();
}

export async function findAgent(db: Database, orgId: number, agentId: number): Promise<AgentRow | undefined> {
  return db
    .select()
    .from(agents)
    .where(and(eq(agents.orgId, orgId), eq(agents.id, agentId)))
    .get();
}

export async function listAgents(db: Database, orgId: number): Promise<AgentRow[]> {
  return db.select().from(agents).where(eq(agents.orgId, orgId)).orderBy(desc(agents.id)).all();
}

export async function insertAgentActivity(
  db: Database,
  orgId: number,
  activity: Omit<typeof agentActivities.$inferInsert, 'id' | 'orgId'>,
): Promise<void> {
  await db
    .insert(agentActivities)
    .values({ ...activity, orgId })
    .run();
}

export async function listAgentActivities(db: Database, orgId: number, agentId: number, limit: number): Promise<AgentActivityRow[]> {
  return db
    .select()
    .from(agentActivities)
    .where(and(eq(agentActivities.orgId, orgId), eq(agentActivities.agentId, agentId)))
    .orderBy(desc(agentActivities.id))
    .limit(limit)
    .all();
}

export async function countAgentActivities(db: Database, orgId: number, agentId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(agentActivities)
    .where(and(eq(agentActivities.orgId, orgId), eq(agentActivities.agentId, agentId)))
    .get();
  return row?.n ?? 0;
}
