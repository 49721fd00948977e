import { findUser } from '@verdict/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jwtVerify } from 'jose';
import type { KeyAuthorization } from '../durable/rpc.ts';
import type { AppEnv, AuthKind, Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';
import { holdsScope, isMetricsOnly, METRICS_SCOPE, roleScopes } from '../lib/scopes.ts';
import { keyGate } from '../services/api-keys.ts';
import { defer } from '../services/deferred-writes.ts';
import { jwtKey } from '../services/tokens.ts';
import { rateHeaders, rateLimited, ratePolicy } from './rate-limit.ts';

export interface AuthRequirement {
  kinds: readonly AuthKind[];
  /** Every listed scope is required; `admin:all` satisfies any scope. Bearer users hold all scopes but `admin:all` unless owner/admin. */
  scopes?: readonly string[];
  roles?: readonly Principal['role'][];
  /**
   * Rate-limit tokens an API-key request takes in the same call that authenticates it (default 1). A batch charges its
   * item count here, so a refused batch is refused before anything is created.
   */
  cost?: (c: Context<AppEnv>) => number | Promise<number>;
  /**
   * The metrics routes: they also take an API key holding `metrics:read` as `Authorization: Bearer svc_…` (Prometheus'
   * `authorization` setting), and they are the only routes a metrics-only key may call.
   */
  metricsKey?: boolean;
}

/** What each `requireAuth` middleware enforces, read back to document every route's credential and scopes. */
export const authRequirements = new WeakMap<object, AuthRequirement>();

/** How long the key gate trusts a key record read from D1 (role and user-status changes apply within this time). */
const KEY_RECORD_TTL_MS = 60_000;

/**
 * The one authentication middleware: every protected route states which credential kinds and scopes it accepts, so no
 * route does its own ad-hoc checks.
 */
export function requireAuth(requirement: AuthRequirement) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const apiKey = c.req.header('x-api-key');
    const authorization = c.req.header('authorization');
    let principal: Principal;

    const bearerKey =
      requirement.metricsKey && apiKey === undefined ? /^Bearer\s+(svc_\S+)$/i.exec(authorization?.trim() ?? '')?.[1] : undefined;
    if (apiKey !== undefined && requirement.kinds.includes('api_key')) {
      principal = await authenticateApiKey(c, apiKey, requirement.cost ? await requirement.cost(c) : 1);
    } else if (bearerKey !== undefined && requirement.kinds.includes('api_key')) {
      principal = await authenticateApiKey(c, bearerKey, 1);
      // The bearer form exists for scrape configurations: only keys meant for it travel that way.
      if (!holdsScope(principal, METRICS_SCOPE)) {
        throw new ApiError(
          'INSUFFICIENT_SCOPE',
          `An API key sent as a bearer token needs the scope ${METRICS_SCOPE}; send other keys as X-API-Key.`,
        );
      }
    } else if (authorization !== undefined && requirement.kinds.includes('bearer')) {
      principal = await authenticateBearer(c, authorization);
    } else if (apiKey !== undefined || authorization !== undefined) {
      throw new ApiError('UNAUTHORIZED', `This endpoint accepts: ${describeKinds(requirement.kinds)}.`);
    } else {
      throw new ApiError('UNAUTHORIZED', `Authentication required: ${describeKinds(requirement.kinds)}.`);
    }

    if (principal.kind === 'api_key' && !requirement.metricsKey && isMetricsOnly(principal.scopes)) {
      throw new ApiError('INSUFFICIENT_SCOPE', `A key with only the scope ${METRICS_SCOPE} can only read metrics.`);
    }
    if (requirement.roles && !requirement.roles.includes(principal.role)) {
      throw new ApiError('FORBIDDEN', 'Your role does not allow this operation.');
    }
    for (const scope of requirement.scopes ?? []) {
      if (!holdsScope(principal, scope)) throw new ApiError('INSUFFICIENT_SCOPE', `This operation needs the scope ${scope}.`);
    }
    c.set('principal', principal);
    await next();
  });
  authRequirements.set(middleware, requirement);
  return middleware;
}

function describeKinds(kinds: readonly AuthKind[]): string {
  return kinds.map((k) => (k === 'api_key' ? 'X-API-Key' : 'Authorization: Bearer')).join(' or ');
}

/**
 * API keys: one call to the key's gate object authenticates the key (record cached there, revocation immediate),
 * checks its IP allowlist and takes its rate-limit tokens. Keys are high-entropy random strings, so a plain SHA-256
 * names the object; a slow KDF here would be a pre-auth DoS.
 */
async function authenticateApiKey(c: Context<AppEnv>, key: string, cost: number): Promise<Principal> {
  if (!/^svc_[A-Za-z0-9_-]{10,200}$/.test(key)) throw new ApiError('UNAUTHORIZED', 'Invalid API key.');
  const keyHash = await sha256Hex(key);
  const nowMs = c.var.clock.now().getTime();
  const policy = ratePolicy(c.env);
  let result: KeyAuthorization;
  try {
    result = await keyGate(c.env, keyHash).authorize({
      keyHash,
      nowMs,
      clientIp: c.req.header('cf-connecting-ip') ?? null,
      cost,
      policy,
      recordTtlMs: KEY_RECORD_TTL_MS,
    });
    if (typeof result?.ok !== 'boolean') throw new Error('malformed gate answer');
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', request_id: c.var.requestId, event: 'key_gate_unavailable', error: String(error) }));
    throw new ApiError('RATE_LIMITER_UNAVAILABLE', 'The rate limiter is unavailable; the request was denied.', {
      headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
    });
  }
  if (!result.ok) {
    if (result.reason === 'ip_not_allowed') throw new ApiError('IP_NOT_ALLOWED', 'This API key is not allowed from your IP address.');
    throw new ApiError('UNAUTHORIZED', 'Invalid API key.');
  }
  const headers = rateHeaders(result.decision);
  if (!result.decision.allowed) throw rateLimited(headers, result.decision);
  c.set('rateHeaders', headers);
  const row = result.key;
  if (result.touch) defer(c, { touches: [{ orgId: row.orgId, keyId: row.keyId, usedAt: new Date(nowMs).toISOString() }] });
  return {
    kind: 'api_key',
    orgId: row.orgId,
    userId: row.userId,
    role: row.role,
    email: row.email,
    scopes: row.scopes,
    apiKeyId: row.keyId,
    isTest: row.isTest,
  };
}

async function authenticateBearer(c: Context<AppEnv>, header: string): Promise<Principal> {
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i.exec(header.trim());
  if (!match?.[1]) throw new ApiError('UNAUTHORIZED', 'Invalid bearer token.');
  let claims: { sub?: string; org?: unknown };
  try {
    const verified = await jwtVerify(match[1], jwtKey(c.env), {
      algorithms: ['HS256'],
      currentDate: c.var.clock.now(),
      requiredClaims: ['sub', 'org', 'exp'],
    });
    claims = verified.payload as typeof claims;
  } catch {
    throw new ApiError('UNAUTHORIZED', 'Invalid or expired bearer token.');
  }
  const orgId = Number(claims.org);
  if (!claims.sub || !Number.isInteger(orgId)) throw new ApiError('UNAUTHORIZED', 'Invalid bearer token.');
  // The role is read from the database, not the token, so a demoted or disabled user loses access at once.
  const user = await findUser(c.var.db, orgId, claims.sub);
  if (!user || user.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Invalid bearer token.');
  return {
    kind: 'bearer',
    orgId,
    userId: user.id,
    role: user.role,
    email: user.email,
    scopes: roleScopes(user.role),
    apiKeyId: null,
    isTest: false,
  };
}
