import {
  createDatabase,
  findDeliveryWithEndpoint,
  recordWebhookAttempt,
  setWebhookDeliveryState,
  updateWebhookEndpoint,
  type WebhookEndpointRow,
} from '@verdict/db';
import type { Clock, Env } from '../env.ts';
import { open, seal } from '../lib/secret-box.ts';
import { signWebhook } from '../lib/webhook-signature.ts';
import { checkWebhookTarget } from '../lib/webhook-target.ts';
import { systemClock } from '../middleware/envelope.ts';
import { type WebhookMessage, type WebhookSettings, webhookSettings } from '../services/webhook-events.ts';

export const WEBHOOK_USER_AGENT = 'Verdict-Webhooks/1.0';
/** Queue names are fixed (wrangler.toml, docs/deploy.md). */
export const WEBHOOK_QUEUE_NAME = 'verdict-webhooks';

export interface WebhookConsumerOptions {
  /** Outbound HTTP; the platform's fetch unless a test injects another. */
  fetch?: typeof fetch;
  clock?: Clock;
}

type Outcome = { kind: 'done' } | { kind: 'retry'; delaySeconds: number };

/**
 * Delivers queued webhook messages: one signed POST per message, settled in D1 with an attempt record. A 2xx answer
 * succeeds; anything else (status, timeout, network error) is retried on the schedule — through the queue's own
 * delayed retry, so a message lives in exactly one place — and the delivery fails after the last attempt. Redirects
 * are not followed (the target was checked, the redirect's target was not).
 */
export async function consumeWebhookQueue(
  batch: MessageBatch<WebhookMessage>,
  env: Env,
  options: WebhookConsumerOptions = {},
): Promise<void> {
  const settings = webhookSettings(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      let outcome: Outcome;
      try {
        outcome = await deliver(env, settings, message.body, message.attempts, options);
      } catch (error) {
        // Storage failed around the attempt: try the message again soon (receivers may see it twice: at-least-once).
        console.error(
          JSON.stringify({ level: 'error', event: 'webhook_consumer_failed', delivery_id: message.body.deliveryId, error: String(error) }),
        );
        outcome = { kind: 'retry', delaySeconds: 5 };
      }
      if (outcome.kind === 'retry') message.retry({ delaySeconds: outcome.delaySeconds });
      else message.ack();
    }),
  );
}

async function signingSecrets(env: Env, settings: WebhookSettings, endpoint: WebhookEndpointRow, now: Date): Promise<string[] | null> {
  const purpose = `webhook:${endpoint.id}`;
  const current = await open(settings.keys, purpose, endpoint.secretSealed);
  if (!current) return null;
  if (current.stale && settings.keys.current) {
    // Sealed under the previous deployment key: seal again under the current one, so that key can be retired.
    const resealed = await seal(settings.keys, purpose, current.plain);
    await updateWebhookEndpoint(createDatabase(env.DB), endpoint.orgId, endpoint.id, {
      secretSealed: resealed,
      updatedAt: now.toISOString(),
    }).catch(() => undefined);
  }
  const secrets = [current.plain];
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now.toISOString()) {
    const previous = await open(settings.keys, purpose, endpoint.previousSecretSealed);
    if (previous) secrets.push(previous.plain);
  }
  return secrets;
}

function classify(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
}

async function deliver(
  env: Env,
  settings: WebhookSettings,
  message: WebhookMessage,
  queueAttempt: number,
  options: WebhookConsumerOptions,
): Promise<Outcome> {
  const db = createDatabase(env.DB);
  const clock = options.clock ?? systemClock;
  const found = await findDeliveryWithEndpoint(db, message.orgId, message.deliveryId);
  if (!found) return { kind: 'done' };
  const { delivery, endpoint } = found;
  // A settled delivery is only sent again after a replay re-opens it; this is a duplicate of a finished message.
  if (delivery.status === 'succeeded' || delivery.status === 'failed') return { kind: 'done' };
  const started = clock.now();
  if (endpoint.deletedAt || endpoint.status !== 'active') {
    await setWebhookDeliveryState(db, message.orgId, delivery.id, {
      status: 'failed',
      lastError: 'endpoint_disabled',
      nextAttemptAt: null,
      completedAt: started.toISOString(),
    });
    return { kind: 'done' };
  }

  let statusCode: number | null = null;
  let error: string | null = null;
  const target = checkWebhookTarget(endpoint.url, { allowPrivate: settings.allowPrivate });
  const secrets = target.ok ? await signingSecrets(env, settings, endpoint, started) : null;
  const startedMs = performance.now();
  if (!target.ok) error = 'target_not_allowed';
  else if (!secrets) error = 'signing_unavailable';
  else {
    const headers = await signWebhook(secrets, delivery.id, started.getTime() / 1000, delivery.payload);
    try {
      const response = await (options.fetch ?? fetch)(target.url.toString(), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      statusCode = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (statusCode < 200 || statusCode > 299) error = `http_${statusCode}`;
    } catch (failure) {
      error = classify(failure);
    }
  }
  const durationMs = Math.max(0, Math.round(performance.now() - startedMs));
  const finished = clock.now();
  // A target the policy refuses will not become acceptable by waiting: fail at once.
  const retryable = error !== null && error !== 'target_not_allowed';
  const delay = retryable ? settings.retryDelays[queueAttempt - 1] : undefined;
  const state =
    error === null
      ? { status: 'succeeded' as const, nextAttemptAt: null, completedAt: finished.toISOString() }
      : delay !== undefined
        ? { status: 'retrying' as const, nextAttemptAt: new Date(finished.getTime() + delay * 1000).toISOString(), completedAt: null }
        : { status: 'failed' as const, nextAttemptAt: null, completedAt: finished.toISOString() };
  await recordWebhookAttempt(
    db,
    message.orgId,
    delivery.id,
    { attempt: delivery.attempts + 1, startedAt: started.toISOString(), statusCode, error, durationMs },
    { ...state, lastStatusCode: statusCode, lastError: error },
  );
  return state.status === 'retrying' && delay !== undefined ? { kind: 'retry', delaySeconds: delay } : { kind: 'done' };
}
