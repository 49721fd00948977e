import type { AgentRow } from '@verdict/db';
import { findUser } from '@verdict/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jwtVerify } from 'jose';
import { KEY_GATE_PREFIX, type KeyAuthorization } from '../durable/rpc.ts';
import type { BucketPolicy, RateDecision } from '../durable/token-bucket.ts';
import type { AppEnv, AuditActor, AuthKind, Env, Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';
import { holdsScope, METRICS_SCOPE, roleScopes, scopeShortfall } from '../lib/scopes.ts';
import { authenticateAgent } from '../services/agents.ts';
import { clientAddress } from '../services/throttle.ts';
import { jwtKey } from '../services/tokens.ts';

/** The credentials a route can accept: API key (X-API-Key), user JWT (Authorization: Bearer), agent token (X-Agent-Token). */
export type CredentialKind = AuthKind | 'agent_token';

export interface Access {
  /** `agent_token` stands alone: an agent route takes the agent's own token and nothing else. */
  kinds: readonly CredentialKind[];
  /** Every listed scope is required; `admin:all` satisfies any scope. Bearer users hold all scopes but `admin:all` unless owner/admin. */
  scopes?: readonly string[];
  roles?: readonly Principal['role'][];
  /**
   * The metrics routes: they also take an API key holding `metrics:read` as `Authorization: Bearer svc_…` (Prometheus'
   * `authorization` setting), and they are the only routes a metrics-only key may call.
   */
  metricsKey?: boolean;
}

export interface RateLimit {
  /** Tokens the request takes (default 1): a batch charges its item count, so a refused batch creates nothing. */
  cost?: (c: Context<AppEnv>) => number | Promise<number>;
  /** The handler writes the RateLimit-* headers itself from `c.var.rateHeaders` (MCP: a tool call answers with none). */
  handlerSetsHeaders?: boolean;
}

/** How long the key gate trusts a key record read from D1 (role and user-status changes apply within this time). */
const KEY_RECORD_TTL_MS = 60_000;

/**
 * The one access middleware of a route, built by the route helper (lib/route.ts) from the same declaration that writes
 * the route's `security` into the document: authenticate, check role and scopes, then charge the resolved credential's
 * token bucket. Every API key is charged by its gate in the call that authenticates it (`cost` tokens on rate-limited
 * routes, one elsewhere); bearer users and agents are charged only on rate-limited routes. A limiter that cannot answer
 * denies (fail closed, spec 7).
 */
export function authenticate(access: Access, rateLimit?: RateLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Counted only once a credential is presented: an anonymous request is refused without reading its body.
    let counted: Promise<number> | undefined;
    const cost = () => (counted ??= Promise.resolve(rateLimit?.cost ? rateLimit.cost(c) : 1));
    const principal = await resolvePrincipal(c, access, cost);
    c.set('principal', principal);
    c.set('services', { ...c.var.services, principal, orgId: principal.orgId, actor: actorOf(principal) });
    if (!rateLimit) return next();
    const headers = c.var.rateHeaders ?? (await chargeRequest(c, principal, await cost()));
    c.set('rateHeaders', headers);
    // Written before the handler runs: Hono copies the headers already on c.res onto whichever response follows (the
    // handler's, an idempotent replay, the error handler's), so access control has nothing left to do on the way out.
    if (!rateLimit.handlerSetsHeaders) for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    return next();
  });
}

/** Who audit entries name by default: the key, or the signed-in user (agents act through their principal's user id). */
function actorOf(principal: Principal): AuditActor {
  return principal.kind === 'api_key' ? { type: 'api_key', id: principal.apiKeyId } : { type: 'user', id: principal.userId };
}

async function resolvePrincipal(c: Context<AppEnv>, access: Access, cost: () => Promise<number>): Promise<Principal> {
  if (access.kinds.includes('agent_token')) return agentPrincipal(c);
  const apiKey = c.req.header('x-api-key');
  const authorization = c.req.header('authorization');
  let principal: Principal;

  const bearerKey = access.metricsKey && apiKey === undefined ? /^Bearer\s+(svc_\S+)$/i.exec(authorization?.trim() ?? '')?.[1] : undefined;
  if (apiKey !== undefined && access.kinds.includes('api_key')) {
    principal = await authenticateApiKey(c, apiKey, await cost());
  } else if (bearerKey !== undefined && access.kinds.includes('api_key')) {
    principal = await authenticateApiKey(c, bearerKey, 1);
    // The bearer form exists for scrape configurations: only keys meant for it travel that way.
    if (!holdsScope(principal, METRICS_SCOPE)) {
      throw new ApiError(
        'INSUFFICIENT_SCOPE',
        `An API key sent as a bearer token needs the scope ${METRICS_SCOPE}; send other keys as X-API-Key.`,
      );
    }
  } else if (authorization !== undefined && access.kinds.includes('bearer')) {
    principal = await authenticateBearer(c, authorization);
  } else if (apiKey !== undefined || authorization !== undefined) {
    throw new ApiError('UNAUTHORIZED', `This endpoint accepts: ${describeKinds(access.kinds)}.`);
  } else {
    throw new ApiError('UNAUTHORIZED', `Authentication required: ${describeKinds(access.kinds)}.`);
  }

  const shortfall = scopeShortfall(principal, access.scopes ?? [], access.metricsKey === true);
  if (shortfall && 'metricsOnly' in shortfall) {
    throw new ApiError('INSUFFICIENT_SCOPE', `A key with only the scope ${METRICS_SCOPE} can only read metrics.`);
  }
  if (access.roles && !access.roles.includes(principal.role)) {
    throw new ApiError('FORBIDDEN', 'Your role does not allow this operation.');
  }
  if (shortfall) throw new ApiError('INSUFFICIENT_SCOPE', `This operation needs the scope ${shortfall.missing}.`);
  return principal;
}

/** Names the accepted credential kinds as a caller sends them (errors and the document's descriptions). */
export function describeKinds(kinds: readonly CredentialKind[]): string {
  const header: Record<CredentialKind, string> = { api_key: 'X-API-Key', bearer: 'Authorization: Bearer', agent_token: 'X-Agent-Token' };
  return kinds.map((k) => header[k]).join(' or ');
}

/**
 * X-Agent-Token alone authenticates agent routes; the agent row is kept on the context for the handler, and the
 * principal attributes the traffic (metrics, audit, rate limit) to the agent within its organization.
 */
async function agentPrincipal(c: Context<AppEnv>): Promise<Principal> {
  const agent: AgentRow = await authenticateAgent(
    c.var.services,
    c.req.param('agent_id') ?? '',
    c.req.header('x-agent-token'),
    clientAddress(c.req.header('cf-connecting-ip')),
  );
  c.set('agent', agent);
  return {
    kind: 'api_key',
    orgId: agent.orgId,
    userId: `agent:${agent.id}`,
    role: 'member',
    email: '',
    scopes: [],
    apiKeyId: null,
    isTest: false,
  };
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
  let result: KeyAuthorization;
  try {
    result = await c.env.RATE_LIMITER.getByName(`${KEY_GATE_PREFIX}${keyHash}`).authorize({
      keyHash,
      nowMs,
      clientIp: c.req.header('cf-connecting-ip') ?? null,
      cost,
      policy: ratePolicy(c.env),
      recordTtlMs: KEY_RECORD_TTL_MS,
    });
    if (typeof result?.ok !== 'boolean') throw new Error('malformed gate answer');
  } catch (error) {
    throw limiterUnavailable(c, 'key_gate_unavailable', error);
  }
  if (!result.ok) {
    if (result.reason === 'ip_not_allowed') throw new ApiError('IP_NOT_ALLOWED', 'This API key is not allowed from your IP address.');
    throw new ApiError('UNAUTHORIZED', 'Invalid API key.');
  }
  const headers = rateHeaders(result.decision);
  if (!result.decision.allowed) throw rateLimited(headers, result.decision);
  c.set('rateHeaders', headers);
  const row = result.key;
  if (result.touch) c.var.services.deferred.touches.push({ orgId: row.orgId, keyId: row.keyId, usedAt: new Date(nowMs).toISOString() });
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

/** The per-credential bucket: RATE_LIMIT_PER_MINUTE tokens refilled per minute, RATE_LIMIT_BURST (default the same) at most. */
function ratePolicy(env: Env): BucketPolicy {
  const perMinute = positiveNumber(env.RATE_LIMIT_PER_MINUTE, 120);
  return { capacity: positiveNumber(env.RATE_LIMIT_BURST, perMinute), refillPerSecond: perMinute / 60 };
}

function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
}

function rateLimited(headers: Record<string, string>, decision: RateDecision): ApiError {
  return new ApiError('RATE_LIMITED', 'Rate limit exceeded for this credential.', {
    headers: { ...headers, 'retry-after': String(decision.retryAfterSeconds) },
  });
}

/**
 * Takes `cost` tokens from the bucket of a bearer user or an agent (spec 8) or throws 429; if the limiter throws, is
 * unreachable, times out or returns nonsense, 503.
 */
async function chargeRequest(c: Context<AppEnv>, principal: Principal, cost: number): Promise<Record<string, string>> {
  const agentId = principal.userId.startsWith('agent:') ? principal.userId.slice('agent:'.length) : null;
  let decision: RateDecision;
  try {
    decision = await c.env.RATE_LIMITER.getByName(`user:${principal.userId}`).take({
      nowMs: c.var.clock.now().getTime(),
      policy: ratePolicy(c.env),
      cost,
      report: {
        orgId: principal.orgId,
        actorType: agentId === null ? 'user' : 'agent',
        actorId: agentId ?? principal.userId,
        action: 'rate_limit.denied',
        outcome: 'blocked',
        resource: null,
        details: { bucket: agentId === null ? 'user' : 'agent' },
      },
    });
    if (typeof decision?.allowed !== 'boolean') throw new Error('malformed limiter answer');
  } catch (error) {
    throw limiterUnavailable(c, 'rate_limiter_unavailable', error);
  }
  const headers = rateHeaders(decision);
  if (!decision.allowed) throw rateLimited(headers, decision);
  return headers;
}

function limiterUnavailable(c: Context<AppEnv>, event: string, error: unknown): ApiError {
  console.error(JSON.stringify({ level: 'error', request_id: c.var.requestId, event, error: String(error) }));
  return new ApiError('RATE_LIMITER_UNAVAILABLE', 'The rate limiter is unavailable; the request was denied.', {
    headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  });
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
