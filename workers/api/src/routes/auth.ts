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
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import * as accounts from '../services/accounts.ts';
import * as keys from '../services/api-keys.ts';
import { clientAddress } from '../services/throttle.ts';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429 } = errorResponses;
const bearerOnly = { kinds: ['bearer'] } as const;
const client = (c: Context<AppEnv>) => clientAddress(c.req.header('cf-connecting-ip'));

const signupRoute = route({
  method: 'post',
  path: '/auth/signup',
  operationId: 'signUp',
  codes: ['EMAIL_TAKEN', 'WEAK_PASSWORD'],
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
const signinRoute = route({
  method: 'post',
  path: '/auth/signin',
  operationId: 'signIn',
  codes: ['INVALID_CREDENTIALS'],
  tags: ['Accounts'],
  summary: 'Sign in and get an access token',
  request: { body: json(SigninRequest) },
  responses: { 200: jsonContent(TokenResponse, 'Signed in'), 400: e400, 401: e401, 429: e429 },
});
const meRoute = route({
  method: 'get',
  path: '/auth/me',
  operationId: 'getMe',
  auth: bearerOnly,
  tags: ['Accounts'],
  summary: 'The signed-in user and organization',
  responses: { 200: jsonContent(MeResponse, 'Current user'), 401: e401 },
});
const createKeyRoute = route({
  method: 'post',
  path: '/auth/api-keys',
  operationId: 'createApiKey',
  auth: bearerOnly,
  idempotent: true,
  tags: ['API keys'],
  summary: 'Create an API key (the full key is shown once)',
  request: { body: json(CreateApiKeyRequest) },
  responses: { 201: jsonContent(CreatedApiKey, 'Created'), 400: e400, 401: e401, 403: e403 },
});
const listKeysRoute = route({
  method: 'get',
  path: '/auth/api-keys',
  operationId: 'listApiKeys',
  auth: bearerOnly,
  tags: ['API keys'],
  summary: "List the organization's active keys",
  request: { query: ApiKeyListQuery },
  responses: { 200: jsonContent(ApiKeyList, 'Active keys, newest first (never the full key)'), 400: e400, 401: e401 },
});
const revokeKeyRoute = route({
  method: 'delete',
  path: '/auth/api-keys/{key_id}',
  operationId: 'revokeApiKey',
  auth: bearerOnly,
  tags: ['API keys'],
  summary: 'Revoke a key (soft delete)',
  request: { params: KeyIdParam },
  responses: { 200: jsonContent(RevokedApiKey, 'Revoked'), 401: e401, 403: e403, 404: e404, 429: e429 },
});

export const authRouter = createRouter()
  .openapi(signupRoute, async (c) => {
    const signedUp = await accounts.signup(c.var.services, c.req.valid('json'), client(c));
    c.header('Location', '/v1/auth/me');
    return c.json(signedUp, 201);
  })
  .openapi(signinRoute, async (c) => c.json(await accounts.signin(c.var.services, c.req.valid('json'), client(c)), 200))
  .openapi(meRoute, async (c) => c.json(await accounts.me(c.var.services, c.var.principal.orgId, c.var.principal.userId), 200))
  .openapi(createKeyRoute, async (c) => {
    const created = await keys.createApiKey(c.var.services, c.var.principal, c.req.valid('json'));
    c.header('Location', `/v1/auth/api-keys/${encodeURIComponent(created.id)}`);
    return c.json(created, 201);
  })
  .openapi(listKeysRoute, async (c) => c.json(await keys.listApiKeys(c.var.services, c.var.principal, c.req.valid('query')), 200))
  .openapi(revokeKeyRoute, async (c) => c.json(await keys.revokeKey(c.var.services, c.var.principal, c.req.valid('param').key_id), 200));
