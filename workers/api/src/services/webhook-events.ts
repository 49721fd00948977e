import type { WebhookEventType } from '@verdict/contracts';
import {
  type Database,
  insertWebhookDeliveries,
  type NewWebhookDelivery,
  setWebhookDeliveryState,
  subscribedWebhookEndpoints,
  type WebhookEndpointRow,
} from '@verdict/db';
import type { Clock, Env, IdGenerator } from '../env.ts';
import type { KeyRing } from '../lib/secret-box.ts';

/** Seconds to wait before each retry (Standard Webhooks' schedule): 8 attempts over about 27 hours. */
export const DEFAULT_RETRY_DELAYS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
/** The webhook queue's consumer retries a message at most this often (wrangler.toml `max_retries`). */
export const MAX_RETRIES = 10;
/** Cloudflare Queues delays a retry by at most 12 hours. */
const MAX_DELAY_SECONDS = 43_200;
const DEFAULT_TIMEOUT_MS = 10_000;
/** After a secret rotation the previous secret keeps signing for this long. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

export interface WebhookSettings {
  retryDelays: number[];
  timeoutMs: number;
  /** `http:` and private targets admitted (tests, local development); never in production. */
  allowPrivate: boolean;
  keys: KeyRing;
}

/** Webhook configuration from the deployment's variables and secrets (docs/webhooks.md lists them). */
export function webhookSettings(env: Env): WebhookSettings {
  const parsed = (env.WEBHOOK_RETRY_DELAYS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,6}$/.test(part))
    .map(Number);
  const timeout = Number(env.WEBHOOK_TIMEOUT_MS);
  return {
    retryDelays: (parsed.length > 0 ? parsed : [...DEFAULT_RETRY_DELAYS]).slice(0, MAX_RETRIES).map((n) => Math.min(n, MAX_DELAY_SECONDS)),
    timeoutMs: Number.isInteger(timeout) && timeout > 0 && timeout <= 30_000 ? timeout : DEFAULT_TIMEOUT_MS,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true' && env.ENVIRONMENT !== 'production',
    keys: { current: env.WEBHOOK_SECRET_KEY, previous: env.WEBHOOK_SECRET_KEY_PREVIOUS },
  };
}

export type { WebhookMessage } from '../queue/webhook-message.ts';

export interface WebhookDeps {
  db: Database;
  env: Env;
  ids: IdGenerator;
  clock: Clock;
}

/** The body every endpoint receives (Standard Webhooks payload shape). */
export function webhookPayload(type: string, timestamp: string, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp, data });
}

/**
 * Hands deliveries to the queue. A queue that cannot take them leaves them failed with `queue_unavailable`: visible in
 * the delivery list and replayable, never silently lost and never blocking the operation that raised the event.
 */
export async function enqueueDeliveries(deps: WebhookDeps, orgId: number, deliveryIds: string[]): Promise<boolean> {
  if (deliveryIds.length === 0) return true;
  try {
    if (!deps.env.WEBHOOK_QUEUE) throw new Error('WEBHOOK_QUEUE binding missing');
    await deps.env.WEBHOOK_QUEUE.sendBatch(deliveryIds.map((deliveryId) => ({ body: { deliveryId, orgId } })));
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'webhook_enqueue_failed', org_id: orgId, error: String(error) }));
    const at = deps.clock.now().toISOString();
    await Promise.all(
      deliveryIds.map((id) =>
        setWebhookDeliveryState(deps.db, orgId, id, { status: 'failed', lastError: 'queue_unavailable', completedAt: at }).catch(
          () => undefined,
        ),
      ),
    );
    return false;
  }
}

/** Records one delivery per endpoint for an event and queues them; returns the delivery ids. */
export async function createDeliveries(
  deps: WebhookDeps,
  orgId: number,
  endpoints: readonly WebhookEndpointRow[],
  type: string,
  data: Record<string, unknown>,
): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const now = deps.clock.now().toISOString();
  const eventId = deps.ids.next('evt');
  const payload = webhookPayload(type, now, data);
  const rows: NewWebhookDelivery[] = endpoints.map((endpoint) => ({
    id: deps.ids.next('msg'),
    endpointId: endpoint.id,
    eventId,
    eventType: type,
    payload,
    status: 'pending',
    attempts: 0,
    createdAt: now,
  }));
  await insertWebhookDeliveries(deps.db, orgId, rows);
  const ids = rows.map((row) => row.id);
  await enqueueDeliveries(deps, orgId, ids);
  return ids;
}

/**
 * Raises an event for an organization: every active endpoint subscribed to `type` gets a signed delivery through the
 * queue. Event data carries identifiers and outcomes only, never claim text or secrets. Never throws: webhooks are a
 * notification channel, and the operation that raised the event has already happened.
 */
export async function emitWebhookEvent(
  deps: WebhookDeps,
  orgId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  try {
    const endpoints = await subscribedWebhookEndpoints(deps.db, orgId, type);
    return (await createDeliveries(deps, orgId, endpoints, type, data)).length;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'webhook_emit_failed', org_id: orgId, type, error: String(error) }));
    return 0;
  }
}
