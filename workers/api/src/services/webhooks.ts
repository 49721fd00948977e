import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_TEST_EVENT, type WebhookEventType } from '@verdict/contracts';
import {
  countWebhookEndpoints,
  findWebhookDelivery,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookAttempts,
  listWebhookDeliveries,
  listWebhookEndpoints,
  setWebhookDeliveryState,
  updateWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@verdict/db';
import type { Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { seal } from '../lib/secret-box.ts';
import { generateWebhookSecret } from '../lib/webhook-signature.ts';
import { checkWebhookTarget } from '../lib/webhook-target.ts';
import { appendAudit } from './audit.ts';
import type { ServiceDeps } from './deps.ts';
import { createDeliveries, enqueueDeliveries, PREVIOUS_SECRET_GRACE_MS, webhookSettings } from './webhook-events.ts';

type Deps = ServiceDeps;

function present(row: WebhookEndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description ?? null,
    status: row.status,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function presentDelivery(row: WebhookDeliveryRow) {
  return {
    id: row.id,
    webhook_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode ?? null,
    last_error: row.lastError ?? null,
    next_attempt_at: row.nextAttemptAt ?? null,
    created_at: row.createdAt,
    completed_at: row.completedAt ?? null,
  };
}

function allowedUrl(deps: Deps, url: string): string {
  const check = checkWebhookTarget(url, { allowPrivate: webhookSettings(deps.env).allowPrivate });
  if (!check.ok) throw new ApiError('WEBHOOK_URL_NOT_ALLOWED', `This webhook URL is not allowed: ${check.reason}.`);
  return check.url.toString();
}

/** Secrets are sealed under WEBHOOK_SECRET_KEY; without it the deployment cannot keep them, so nothing is created. */
async function sealSecret(deps: Deps, endpointId: string, secret: string): Promise<string> {
  const { keys } = webhookSettings(deps.env);
  if (!keys.current) throw new ApiError('SERVICE_MISCONFIGURED', 'Webhooks are not configured on this deployment.');
  return seal(keys, `webhook:${endpointId}`, secret);
}

async function ownedEndpoint(deps: Deps, principal: Principal, id: string): Promise<WebhookEndpointRow> {
  const row = await findWebhookEndpoint(deps.db, principal.orgId, id);
  if (!row) throw new ApiError('NOT_FOUND', 'No such webhook.');
  return row;
}

export async function createWebhook(
  deps: Deps,
  principal: Principal,
  input: { url: string; events: WebhookEventType[]; description?: string | undefined },
) {
  const url = allowedUrl(deps, input.url);
  if ((await countWebhookEndpoints(deps.db, principal.orgId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new ApiError('CONFLICT', `An organization can register at most ${MAX_WEBHOOK_ENDPOINTS} webhooks.`);
  }
  const id = deps.ids.next('wh');
  const secret = generateWebhookSecret();
  const now = deps.clock.now().toISOString();
  const row = await insertWebhookEndpoint(deps.db, principal.orgId, {
    id,
    url,
    description: input.description ?? null,
    events: input.events,
    secretSealed: await sealSecret(deps, id, secret),
    status: 'active',
    createdBy: principal.userId,
    createdAt: now,
    updatedAt: now,
  });
  await appendAudit(deps, { action: 'webhook.create', outcome: 'success', resource: `webhook:${id}`, details: { events: input.events } });
  return { ...present(row), secret };
}

export async function listWebhooks(deps: Deps, principal: Principal) {
  const webhooks = (await listWebhookEndpoints(deps.db, principal.orgId)).map(present);
  return { items: webhooks, next_cursor: null, webhooks };
}

export async function getWebhook(deps: Deps, principal: Principal, id: string) {
  return present(await ownedEndpoint(deps, principal, id));
}

export async function updateWebhook(
  deps: Deps,
  principal: Principal,
  id: string,
  input: {
    url?: string | undefined;
    events?: WebhookEventType[] | undefined;
    description?: string | null | undefined;
    status?: 'active' | 'disabled' | undefined;
  },
) {
  await ownedEndpoint(deps, principal, id);
  const row = await updateWebhookEndpoint(deps.db, principal.orgId, id, {
    ...(input.url !== undefined ? { url: allowedUrl(deps, input.url) } : {}),
    ...(input.events !== undefined ? { events: input.events } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!row) throw new ApiError('NOT_FOUND', 'No such webhook.');
  await appendAudit(deps, {
    action: 'webhook.update',
    outcome: 'success',
    resource: `webhook:${id}`,
    details: { fields: Object.keys(input) },
  });
  return present(row);
}

/** Soft delete: pending deliveries to it settle as failed (`endpoint_disabled`); its history stays readable to audits. */
export async function deleteWebhook(deps: Deps, principal: Principal, id: string) {
  await ownedEndpoint(deps, principal, id);
  const now = deps.clock.now().toISOString();
  await updateWebhookEndpoint(deps.db, principal.orgId, id, { deletedAt: now, status: 'disabled', updatedAt: now });
  await appendAudit(deps, { action: 'webhook.delete', outcome: 'success', resource: `webhook:${id}` });
}

/** A new secret signs from now on; the previous one also signs for 24 hours so receivers can switch without a gap. */
export async function rotateWebhookSecret(deps: Deps, principal: Principal, id: string) {
  const row = await ownedEndpoint(deps, principal, id);
  const secret = generateWebhookSecret();
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString();
  await updateWebhookEndpoint(deps.db, principal.orgId, id, {
    secretSealed: await sealSecret(deps, id, secret),
    previousSecretSealed: row.secretSealed,
    previousSecretExpiresAt: expires,
    updatedAt: now.toISOString(),
  });
  await appendAudit(deps, { action: 'webhook.rotate_secret', outcome: 'success', resource: `webhook:${id}` });
  return { id, secret, previous_secret_expires_at: expires };
}

/** Sends a `webhook.test` event to this endpoint only (subscribed or not), through the same queue and signing. */
export async function sendTestEvent(deps: Deps, principal: Principal, id: string) {
  const row = await ownedEndpoint(deps, principal, id);
  if (row.status !== 'active') throw new ApiError('CONFLICT', 'The webhook is disabled.');
  const [deliveryId] = await createDeliveries(deps, principal.orgId, [row], WEBHOOK_TEST_EVENT, {
    webhook_id: id,
    message: 'Test event from Verdict',
  });
  const delivery = deliveryId ? await findWebhookDelivery(deps.db, principal.orgId, id, deliveryId) : undefined;
  if (!delivery) throw new ApiError('INTERNAL_ERROR', 'The test event could not be recorded.');
  return presentDelivery(delivery);
}

export async function listDeliveries(
  deps: Deps,
  principal: Principal,
  id: string,
  query: { status?: WebhookDeliveryRow['status'] | undefined; limit: number },
) {
  await ownedEndpoint(deps, principal, id);
  const rows = await listWebhookDeliveries(deps.db, principal.orgId, id, {
    limit: query.limit,
    ...(query.status ? { status: query.status } : {}),
  });
  const deliveries = rows.map(presentDelivery);
  return { items: deliveries, next_cursor: null, deliveries };
}

async function ownedDelivery(deps: Deps, principal: Principal, webhookId: string, deliveryId: string): Promise<WebhookDeliveryRow> {
  const row = await findWebhookDelivery(deps.db, principal.orgId, webhookId, deliveryId);
  if (!row) throw new ApiError('NOT_FOUND', 'No such delivery.');
  return row;
}

export async function getDelivery(deps: Deps, principal: Principal, webhookId: string, deliveryId: string) {
  const row = await ownedDelivery(deps, principal, webhookId, deliveryId);
  const attempts = await listWebhookAttempts(deps.db, principal.orgId, deliveryId);
  return {
    ...presentDelivery(row),
    payload: JSON.parse(row.payload) as unknown,
    attempt_log: attempts.map((a) => ({
      attempt: a.attempt,
      started_at: a.startedAt,
      status_code: a.statusCode ?? null,
      error: a.error ?? null,
      duration_ms: a.durationMs ?? null,
    })),
  };
}

/**
 * Sends a delivery again — the same body and `webhook-id`, newly signed — with a fresh retry schedule. Allowed for any
 * settled delivery (failed or succeeded); one still in flight is refused so a message is never queued twice.
 */
export async function replayDelivery(deps: Deps, principal: Principal, webhookId: string, deliveryId: string) {
  const endpoint = await ownedEndpoint(deps, principal, webhookId);
  const row = await ownedDelivery(deps, principal, webhookId, deliveryId);
  if (row.status === 'pending' || row.status === 'retrying') throw new ApiError('CONFLICT', 'The delivery is still in progress.');
  if (endpoint.status !== 'active') throw new ApiError('CONFLICT', 'The webhook is disabled.');
  const reopened = await setWebhookDeliveryState(deps.db, principal.orgId, deliveryId, {
    status: 'pending',
    lastError: null,
    nextAttemptAt: null,
    completedAt: null,
  });
  if (!reopened) throw new ApiError('NOT_FOUND', 'No such delivery.');
  await appendAudit(deps, { action: 'webhook.replay', outcome: 'success', resource: `webhook_delivery:${deliveryId}` });
  const queued = await enqueueDeliveries(deps, principal.orgId, [deliveryId]);
  const current = queued ? reopened : await ownedDelivery(deps, principal, webhookId, deliveryId);
  return presentDelivery(current);
}
