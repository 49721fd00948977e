import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { type Access, authenticate, type CredentialKind, describeKinds, type RateLimit } from '../middleware/auth.ts';
import { idempotent } from '../middleware/idempotency.ts';

/** What an operation's middleware does that its zod contract cannot show; read by `finishDocument` for headers and examples. */
export interface OperationFacts {
  /** Runs the per-credential rate limiter: RateLimit-* headers on every answer, 429 with Retry-After. */
  rateLimited?: boolean;
  /** Runs `idempotent()`: Idempotency-Key request header, Idempotent-Replayed on replays, 409/422 on misuse. */
  idempotent?: boolean;
  /** Returns a verification: Service-Attestation header when an attestation was asked for. */
  attests?: boolean;
  /** Stable error codes this operation adds to the defaults of their status. */
  codes?: readonly string[];
}

/** Where the facts travel inside the generated operation until `finishDocument` has used them (then removed). */
export const FACTS_KEY = 'x-operation-facts';

interface Declaration extends Omit<OperationFacts, 'rateLimited'> {
  /** A stable id (SDK method name), unique in the document. */
  operationId: string;
  /** The credentials, scopes and roles the route enforces; absent: public. */
  auth?: Access;
  /** Charges the resolved credential's bucket (needs `auth`); `true` takes one token. */
  rateLimit?: true | RateLimit;
  /** Middleware that runs before authentication (e.g. a route's own body limit). */
  before?: readonly MiddlewareHandler<AppEnv>[];
}

const SCHEME: Record<CredentialKind, string> = { api_key: 'apiKeyAuth', bearer: 'bearerAuth', agent_token: 'agentToken' };

function describeAccess(access: Access): string | undefined {
  // Agent routes say what they need in their X-Agent-Token security scheme.
  if (access.kinds.includes('agent_token')) return undefined;
  const scopes = access.scopes?.length ? `scope ${access.scopes.join(' and ')} (admin:all satisfies any scope)` : 'no scope';
  const roles = access.roles ? `; user role ${access.roles.join(', ')}` : '';
  const metrics = access.metricsKey ? ' An API key with the scope metrics:read may also be sent as Authorization: Bearer.' : '';
  return `Credential: ${describeKinds(access.kinds)}; ${scopes}${roles}.${metrics}`;
}

/**
 * Declares a route once: its OpenAPI operation (operationId, `security` with each accepted scheme and the required
 * scopes, `x-required-scopes`, `x-required-roles`, the credential in words, the facts of its middleware) and the
 * middleware that enforces exactly that (authenticate → rate-limit the resolved credential → idempotency), so what is
 * documented is what runs.
 */
export function route<const R extends Omit<RouteConfig, 'security' | 'middleware' | 'operationId'>>(declaration: R & Declaration) {
  const { operationId, auth, rateLimit, idempotent: isIdempotent, attests, codes, before = [], ...config } = declaration;
  if (rateLimit && !auth) throw new Error(`${operationId}: a rate-limited route needs a credential to charge`);
  const middleware: MiddlewareHandler<AppEnv>[] = [...before];
  if (auth) middleware.push(authenticate(auth, rateLimit === true ? {} : rateLimit));
  if (isIdempotent) middleware.push(idempotent());
  const scopes = [...(auth?.scopes ?? [])];
  const description = [config.description, auth && describeAccess(auth)].filter(Boolean).join('\n\n');
  const facts: OperationFacts = { rateLimited: Boolean(rateLimit), idempotent: isIdempotent, attests, codes };
  const extensions: Record<`x-${string}`, unknown> = { 'x-required-scopes': scopes, [FACTS_KEY]: facts };
  if (auth?.roles) extensions['x-required-roles'] = [...auth.roles];
  return createRoute({
    ...config,
    ...extensions,
    operationId,
    ...(description ? { description } : {}),
    security: auth ? auth.kinds.map((kind) => ({ [SCHEME[kind]]: scopes })) : [],
    middleware,
  });
}

/**
 * A verification route: an API key or a user's token with verify:read, rate-limited, idempotent (a retry with the same
 * Idempotency-Key gets the first answer and the same attestation back), attesting.
 */
export const verification = (operationId: string, codes: readonly string[] = []) =>
  ({
    operationId,
    auth: { kinds: ['api_key', 'bearer'], scopes: ['verify:read'] },
    rateLimit: true,
    idempotent: true,
    attests: true,
    codes: ['INPUT_TOO_COMPLEX', ...codes],
  }) as const;
