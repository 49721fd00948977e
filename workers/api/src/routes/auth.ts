import { createRoute } from '@hono/zod-openapi';
import {
  ApiKeyList,
  ApiKeyListQuery,
  CreateApiKeyRequest,
  CreatedApiKey,
  errorResponses,
  jsonContent,
  KeyIdParam,
  MeResponse,
  RevokedApiKey,
  SigninRequest,
  SignupRequest,
  TokenResponse,
} from '@verdict/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { bearerSecurity, createRouter } from '../lib/openapi.ts';
import { requireAuth } from '../middleware/auth.ts';
import { idempotent } from '../middleware/idempotency.ts';
import * as accounts from '../services/accounts.ts';
import * as keys from '../services/api-keys.ts';
import { servicesFor } from '../services/deps.ts';
import { clientAddress } from '../services/throttle.ts';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429 } = errorResponses;
const bearerOnly = requireAuth({ kinds: ['bearer'] });
const client = (c: Context<AppEnv>) => clientAddress(c.req.header('cf-connecting-ip'));

const signupRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags: ['Accounts'],
  summary: 'Create an organization and its owner',
  request: { body: json(SignupRequest) },
  responses: {
    201: jsonContent(TokenResponse, 'Signed up'),
    400: e400,
    409: { description: 'Email already registered', content: e400.content },
    429: e429,
  },
});
const signinRoute = createRoute({
  method: 'post',
  path: '/auth/signin',
  tags: ['Accounts'],
  summary: 'Sign in and get an access token',
  request: { body: json(SigninRequest) },
  responses: { 200: jsonContent(TokenResponse, 'Signed in'), 400: e400, 401: e401, 429: e429 },
});
const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  tags: ['Accounts'],
  summary: 'The signed-in user and organization',
  security: bearerSecurity,
  middleware: [bearerOnly] as const,
  responses: { 200: jsonContent(MeResponse, 'Current user'), 401: e401 },
});
const createKeyRoute = createRoute({
  method: 'post',
  path: '/auth/api-keys',
  tags: ['API keys'],
  summary: 'Create an API key (the full key is shown once)',
  security: bearerSecurity,
  middleware: [bearerOnly, idempotent()] as const,
  request: { body: json(CreateApiKeyRequest) },
  responses: { 201: jsonContent(CreatedApiKey, 'Created'), 400: e400, 401: e401, 403: e403 },
});
const listKeysRoute = createRoute({
  method: 'get',
  path: '/auth/api-keys',
  tags: ['API keys'],
  summary: "List the organization's active keys",
  security: bearerSecurity,
  middleware: [bearerOnly] as const,
  request: { query: ApiKeyListQuery },
  responses: { 200: jsonContent(ApiKeyList, 'Active keys, newest first (never the full key)'), 400: e400, 401: e401 },
});
const revokeKeyRoute = createRoute({
  method: 'delete',
  path: '/auth/api-keys/{key_id}',
  tags: ['API keys'],
  summary: 'Revoke a key (soft delete)',
  security: bearerSecurity,
  middleware: [bearerOnly] as const,
  request: { params: KeyIdParam },
  responses: { 200: jsonContent(RevokedApiKey, 'Revoked'), 401: e401, 403: e403, 404: e404, 429: e429 },
});

export const authRouter = createRouter()
  .openapi(signupRoute, async (c) => c.json(await accounts.signup(servicesFor(c), c.req.valid('json'), client(c)), 201))
  .openapi(signinRoute, async (c) => c.json(await accounts.signin(servicesFor(c), c.req.valid('json'), client(c)), 200))
  .openapi(meRoute, async (c) => c.json(await accounts.me(servicesFor(c), c.var.principal.orgId, c.var.principal.userId), 200))
  .openapi(createKeyRoute, async (c) => c.json(await keys.createApiKey(servicesFor(c), c.var.principal, c.req.valid('json')), 201))
  .openapi(listKeysRoute, async (c) => c.json(await keys.listApiKeys(servicesFor(c), c.var.principal, c.req.valid('query')), 200))
  .openapi(revokeKeyRoute, async (c) => c.json(await keys.revokeKey(servicesFor(c), c.var.principal, c.req.valid('param').key_id), 200));
