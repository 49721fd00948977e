import { errorResponses, jsonContent, RotatedApiKey, RotateKeyRequest } from '@verdict/contracts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { rotateKey } from '../services/api-keys.ts';

const rotateRoute = route({
  method: 'post',
  path: '/admin/keys/rotate',
  operationId: 'rotateApiKey',
  auth: { kinds: ['bearer', 'api_key'], roles: ['owner', 'admin', 'member'] },
  idempotent: true,
  tags: ['API keys'],
  summary: 'Rotate a key: a new key with the same name, scopes and allowlist; the old one is revoked',
  request: { body: { content: { 'application/json': { schema: RotateKeyRequest } }, required: true } },
  responses: {
    200: jsonContent(RotatedApiKey, 'The new key, shown once'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const adminKeysRouter = createRouter().openapi(rotateRoute, async (c) =>
  c.json(await rotateKey(c.var.services, c.var.principal, c.req.valid('json').key_id), 200),
);
