import {
  CreatedWebhook,
  CreateWebhookRequest,
  errorResponses,
  jsonContent,
  RotatedWebhookSecret,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryList,
  WebhookDeliveryParam,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookIdParam,
  WebhookList,
} from '@verdict/contracts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import * as webhooks from '../services/webhooks.ts';

/** Webhooks change where an organization's events go: owners and admins (bearer), or API keys with admin:all. */
const adminOnly = { kinds: ['bearer', 'api_key'], scopes: ['admin:all'] } as const;
const { 400: e400, 401: e401, 403: e403, 404: e404, 503: e503 } = errorResponses;
const e409 = { description: 'Conflict: limit reached, webhook disabled or delivery in progress', content: errorResponses[400].content };
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const createWebhookRoute = route({
  tags: ['Webhooks'],
  method: 'post',
  path: '/webhooks',
  operationId: 'createWebhook',
  auth: adminOnly,
  summary: 'Register an HTTPS endpoint for events; the signing secret is returned once',
  request: { body: json(CreateWebhookRequest) },
  responses: { 201: jsonContent(CreatedWebhook, 'Created'), 400: e400, 401: e401, 403: e403, 409: e409, 503: e503 },
});
const listWebhooksRoute = route({
  tags: ['Webhooks'],
  method: 'get',
  path: '/webhooks',
  operationId: 'listWebhooks',
  auth: adminOnly,
  summary: "List the organization's webhooks",
  responses: { 200: jsonContent(WebhookList, 'Webhooks (never their secrets)'), 401: e401, 403: e403 },
});
const getWebhookRoute = route({
  tags: ['Webhooks'],
  method: 'get',
  path: '/webhooks/{webhook_id}',
  operationId: 'getWebhook',
  auth: adminOnly,
  summary: 'One webhook',
  request: { params: WebhookIdParam },
  responses: { 200: jsonContent(WebhookEndpoint, 'The webhook'), 401: e401, 403: e403, 404: e404 },
});
const updateWebhookRoute = route({
  tags: ['Webhooks'],
  method: 'patch',
  path: '/webhooks/{webhook_id}',
  operationId: 'updateWebhook',
  auth: adminOnly,
  summary: 'Change the URL, events, description or status',
  request: { params: WebhookIdParam, body: json(UpdateWebhookRequest) },
  responses: { 200: jsonContent(WebhookEndpoint, 'Updated'), 400: e400, 401: e401, 403: e403, 404: e404 },
});
const deleteWebhookRoute = route({
  tags: ['Webhooks'],
  method: 'delete',
  path: '/webhooks/{webhook_id}',
  operationId: 'deleteWebhook',
  auth: adminOnly,
  summary: 'Delete a webhook (pending deliveries to it fail)',
  request: { params: WebhookIdParam },
  responses: { 204: { description: 'Deleted' }, 401: e401, 403: e403, 404: e404 },
});
const rotateSecretRoute = route({
  tags: ['Webhooks'],
  method: 'post',
  path: '/webhooks/{webhook_id}/rotate-secret',
  operationId: 'rotateWebhookSecret',
  auth: adminOnly,
  summary: 'New signing secret; the previous one also signs for 24 hours',
  request: { params: WebhookIdParam },
  responses: { 200: jsonContent(RotatedWebhookSecret, 'The new secret, shown once'), 401: e401, 403: e403, 404: e404, 503: e503 },
});
const testEventRoute = route({
  tags: ['Webhooks'],
  method: 'post',
  path: '/webhooks/{webhook_id}/test',
  operationId: 'sendWebhookTestEvent',
  auth: adminOnly,
  summary: 'Queue a signed webhook.test event to this endpoint',
  request: { params: WebhookIdParam },
  responses: { 202: jsonContent(WebhookDelivery, 'Queued'), 401: e401, 403: e403, 404: e404, 409: e409 },
});
const listDeliveriesRoute = route({
  tags: ['Webhooks'],
  method: 'get',
  path: '/webhooks/{webhook_id}/deliveries',
  operationId: 'listWebhookDeliveries',
  auth: adminOnly,
  summary: 'Deliveries to this endpoint, newest first',
  request: { params: WebhookIdParam, query: WebhookDeliveryQuery },
  responses: { 200: jsonContent(WebhookDeliveryList, 'Deliveries'), 400: e400, 401: e401, 403: e403, 404: e404 },
});
const getDeliveryRoute = route({
  tags: ['Webhooks'],
  method: 'get',
  path: '/webhooks/{webhook_id}/deliveries/{delivery_id}',
  operationId: 'getWebhookDelivery',
  auth: adminOnly,
  summary: 'One delivery with its body and every attempt',
  request: { params: WebhookDeliveryParam },
  responses: { 200: jsonContent(WebhookDeliveryDetail, 'The delivery'), 401: e401, 403: e403, 404: e404 },
});
const replayDeliveryRoute = route({
  tags: ['Webhooks'],
  method: 'post',
  path: '/webhooks/{webhook_id}/deliveries/{delivery_id}/replay',
  operationId: 'replayWebhookDelivery',
  auth: adminOnly,
  summary: 'Send a settled delivery again (same webhook-id, new signature, fresh retries)',
  request: { params: WebhookDeliveryParam },
  responses: { 202: jsonContent(WebhookDelivery, 'Queued again'), 401: e401, 403: e403, 404: e404, 409: e409 },
});

/** Where a created endpoint or a queued delivery can be read (the Location of its 201/202). */
const webhookPath = (webhookId: string) => `/v1/webhooks/${encodeURIComponent(webhookId)}`;
const deliveryPath = (webhookId: string, deliveryId: string) => `${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}`;

export const webhooksRouter = createRouter()
  .openapi(createWebhookRoute, async (c) => {
    const created = await webhooks.createWebhook(c.var.services, c.var.principal, c.req.valid('json'));
    c.header('Location', webhookPath(created.id));
    return c.json(created, 201);
  })
  .openapi(listWebhooksRoute, async (c) => c.json(await webhooks.listWebhooks(c.var.services, c.var.principal), 200))
  .openapi(getWebhookRoute, async (c) =>
    c.json(await webhooks.getWebhook(c.var.services, c.var.principal, c.req.valid('param').webhook_id), 200),
  )
  .openapi(updateWebhookRoute, async (c) =>
    c.json(await webhooks.updateWebhook(c.var.services, c.var.principal, c.req.valid('param').webhook_id, c.req.valid('json')), 200),
  )
  .openapi(deleteWebhookRoute, async (c) => {
    await webhooks.deleteWebhook(c.var.services, c.var.principal, c.req.valid('param').webhook_id);
    return c.body(null, 204);
  })
  .openapi(rotateSecretRoute, async (c) =>
    c.json(await webhooks.rotateWebhookSecret(c.var.services, c.var.principal, c.req.valid('param').webhook_id), 200),
  )
  .openapi(testEventRoute, async (c) => {
    const { webhook_id } = c.req.valid('param');
    const delivery = await webhooks.sendTestEvent(c.var.services, c.var.principal, webhook_id);
    c.header('Location', deliveryPath(webhook_id, delivery.id));
    return c.json(delivery, 202);
  })
  .openapi(listDeliveriesRoute, async (c) =>
    c.json(await webhooks.listDeliveries(c.var.services, c.var.principal, c.req.valid('param').webhook_id, c.req.valid('query')), 200),
  )
  .openapi(getDeliveryRoute, async (c) => {
    const { webhook_id, delivery_id } = c.req.valid('param');
    return c.json(await webhooks.getDelivery(c.var.services, c.var.principal, webhook_id, delivery_id), 200);
  })
  .openapi(replayDeliveryRoute, async (c) => {
    const { webhook_id, delivery_id } = c.req.valid('param');
    const delivery = await webhooks.replayDelivery(c.var.services, c.var.principal, webhook_id, delivery_id);
    c.header('Location', deliveryPath(webhook_id, delivery.id));
    return c.json(delivery, 202);
  });
