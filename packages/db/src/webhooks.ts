import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type NewWebhookEndpoint = Omit<typeof webhookEndpoints.$inferInsert, 'orgId' | 'deletedAt'>;
export type NewWebhookDelivery = Omit<typeof webhookDeliveries.$inferInsert, 'orgId'>;

export async function insertWebhookEndpoint(db: Database, orgId: number, endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
  return db
    .insert(webhookEndpoints)
    .values({ ...endpoint, orgId })
    .returning()
    .get();
}

/** Endpoints not deleted, newest first. */
export async function listWebhookEndpoints(db: Database, orgId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt))
    .all();
}

export async function countWebhookEndpoints(db: Database, orgId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), isNull(webhookEndpoints.deletedAt)))
    .get();
  return row?.n ?? 0;
}

export async function findWebhookEndpoint(db: Database, orgId: number, id: string): Promise<WebhookEndpointRow | undefined> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
    .get();
}

export async function updateWebhookEndpoint(
  db: Database,
  orgId: number,
  id: string,
  changes: Partial<
    Pick<
      WebhookEndpointRow,
      'url' | 'events' | 'description' | 'status' | 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt' | 'deletedAt'
    >
  > & { updatedAt: string },
): Promise<WebhookEndpointRow | undefined> {
  return db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
    .returning()
    .get();
}

/** Active endpoints of the organization subscribed to `eventType` (the subscription list is small JSON). */
export async function subscribedWebhookEndpoints(db: Database, orgId: number, eventType: string): Promise<WebhookEndpointRow[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.status, 'active'), isNull(webhookEndpoints.deletedAt)))
    .all();
  return rows.filter((row) => row.events.includes(eventType));
}

export async function insertWebhookDeliveries(db: Database, orgId: number, deliveries: NewWebhookDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db.insert(webhookDeliveries).values(deliveries.map((d) => ({ ...d, orgId })));
}

export async function findWebhookDelivery(
  db: Database,
  orgId: number,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)))
    .get();
}

/** A delivery with its endpoint (deleted endpoints included, so the consumer can settle their deliveries). */
export async function findDeliveryWithEndpoint(
  db: Database,
  orgId: number,
  id: string,
): Promise<{ delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow } | undefined> {
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), eq(webhookEndpoints.orgId, orgId)))
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.id, id)))
    .get();
}

export async function listWebhookDeliveries(
  db: Database,
  orgId: number,
  endpointId: string,
  options: { status?: WebhookDeliveryRow['status']; limit: number },
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.orgId, orgId),
        eq(webhookDeliveries.endpointId, endpointId),
        options.status ? eq(webhookDeliveries.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(options.limit)
    .all();
}

export async function listWebhookAttempts(db: Database, orgId: number, deliveryId: string): Promise<WebhookAttemptRow[]> {
  return db
    .select()
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.orgId, orgId), eq(webhookAttempts.deliveryId, deliveryId)))
    .orderBy(asc(webhookAttempts.attempt))
    .all();
}

/**
 * Records one HTTP attempt and the delivery's new state in one batch. The attempt number is the delivery's counter
 * plus one as the caller read it; a second consumer of a redelivered message that read the same counter is refused by
 * the unique index, and nothing of its batch is written.
 */
export async function recordWebhookAttempt(
  db: Database,
  orgId: number,
  deliveryId: string,
  attempt: Omit<WebhookAttemptRow, 'orgId' | 'deliveryId'>,
  state: Pick<WebhookDeliveryRow, 'status' | 'lastStatusCode' | 'lastError' | 'nextAttemptAt' | 'completedAt'>,
): Promise<void> {
  await db.batch([
    db.insert(webhookAttempts).values({ ...attempt, deliveryId, orgId }),
    db
      .update(webhookDeliveries)
      .set({ ...state, attempts: attempt.attempt })
      .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.id, deliveryId))),
  ]);
}

/** Settles a delivery without an HTTP attempt (endpoint gone, queue unavailable) or re-opens it for a replay. */
export async function setWebhookDeliveryState(
  db: Database,
  orgId: number,
  deliveryId: string,
  state: Partial<Pick<WebhookDeliveryRow, 'status' | 'lastError' | 'nextAttemptAt' | 'completedAt'>>,
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .update(webhookDeliveries)
    .set(state)
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.id, deliveryId)))
    .returning()
    .get();
}
