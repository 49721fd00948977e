import * as z from 'zod';
import './openapi-zod.ts';
import { legacyList, listEnvelope } from './list.ts';

/** Events an organization can subscribe an endpoint to (docs/webhooks.md describes each payload). */
export const WEBHOOK_EVENT_TYPES = [
  'batch.completed',
  'agent.blocked',
  'attestation.revoked',
  'audit.chain_broken',
  'gateway.blocked',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Sent only by POST /webhooks/{webhook_id}/test, to that endpoint; not subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const MAX_WEBHOOK_ENDPOINTS = 20;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;

const WebhookUrl = z.string().trim().min(1).max(2048).openapi({
  description: 'HTTPS URL that receives POSTed events. Private, loopback and link-local targets are refused.',
  example: 'https://hooks.example.com/verdict',
});
const Events = z
  .array(WebhookEventType)
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'events must not repeat');

export const CreateWebhookRequest = z
  .strictObject({
    url: WebhookUrl,
    events: Events,
    description: z.string().trim().max(500).optional(),
  })
  .openapi('CreateWebhookRequest');

export const UpdateWebhookRequest = z
  .strictObject({
    url: WebhookUrl.optional(),
    events: Events.optional(),
    description: z.string().trim().max(500).nullable().optional(),
    status: z.enum(['active', 'disabled']).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'at least one field is required')
  .openapi('UpdateWebhookRequest');

export const WebhookEndpoint = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(WebhookEventType),
    description: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('WebhookEndpoint');

export const WebhookSecret = z.string().openapi({
  description: 'Signing secret (Standard Webhooks `whsec_` + base64). Shown only when created or rotated.',
  example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

export const CreatedWebhook = WebhookEndpoint.extend({ secret: WebhookSecret }).openapi('CreatedWebhook');

export const WebhookList = z
  .object({ ...listEnvelope(WebhookEndpoint), webhooks: legacyList(WebhookEndpoint, 'webhooks') })
  .openapi('WebhookList');

export const RotatedWebhookSecret = z
  .object({
    id: z.string(),
    secret: WebhookSecret,
    previous_secret_expires_at: z.string().openapi({ description: 'Until then deliveries carry a signature with each secret' }),
  })
  .openapi('RotatedWebhookSecret');

export const WebhookAttempt = z
  .object({
    attempt: z.number().int(),
    started_at: z.string(),
    status_code: z.number().int().nullable(),
    error: z.string().nullable().openapi({ description: 'timeout, network, http_<status>, target_not_allowed, …' }),
    duration_ms: z.number().int().nullable(),
  })
  .openapi('WebhookAttempt');

export const WebhookDelivery = z
  .object({
    id: z.string().openapi({ description: 'The `webhook-id` header: the same on every attempt and replay' }),
    webhook_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .openapi('WebhookDelivery');

export const WebhookDeliveryDetail = WebhookDelivery.extend({
  payload: z.unknown().openapi({ description: 'The signed body, as sent' }),
  attempt_log: z.array(WebhookAttempt),
}).openapi('WebhookDeliveryDetail');

export const WebhookDeliveryList = z
  .object({ ...listEnvelope(WebhookDelivery), deliveries: legacyList(WebhookDelivery, 'deliveries') })
  .openapi('WebhookDeliveryList');

export const WebhookIdParam = z.object({ webhook_id: z.string().min(1).max(100) });
export const WebhookDeliveryParam = WebhookIdParam.extend({ delivery_id: z.string().min(1).max(100) });

export const WebhookDeliveryQuery = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
