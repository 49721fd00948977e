import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jwtVerify } from 'jose';
import { findActiveApiKeyByHash, findUser, touchApiKey } from '@verdict/db';
import { ApiError } from '../errors.ts';
import type { AppEnv, AuthKind, Principal } from '../env.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { ipAllowed } from '../lib/ip.ts';
import { jwtKey } from '../services/tokens.ts';

export interface AuthRequirement {
  kinds: readonly AuthKind[];
  /** Every listed scope is required of API keys; `admin:all` satisfies any scope. Bearer users hold all scopes but `admin:all` unless owner/admin. */
  scopes?: readonly string[];
  roles?: readonly Principal['role'][];
}

/**
 * The one authentication middleware: every protected route states which credential kinds and scopes it accepts, so no
 * route does its own ad-hoc checks.
 */
export function requireAuth(requirement: AuthRequirement) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const apiKey = c.req.header('x-api-key');
    const authorization = c.req.header('authorization');
    let principal: Principal | null = null;

    if (apiKey !== undefined && requirement.kinds.includes('api_key')) {
      principal = await authenticateApiKey(c, apiKey);
    } else if (authorization !== undefined && requirement.kinds.includes('bearer')) {
      principal = await authenticateBearer(c, authorization);
    } else if (apiKey !== undefined || authorization !== undefined) {
      throw new ApiError('UNAUTHORIZED', `This endpoint accepts: ${describeKinds(requirement.kinds)}.`);
    } else {
      throw new ApiError('UNAUTHORIZED', `Authentication required: ${describeKinds(requirement.kinds)}.`);
    }

    if (requirement.roles && !requirement.roles.includes(principal.role)) {
      throw new ApiError('FORBIDDEN', 'Your role does not allow this operation.');
    }
    for (const scope of requirement.scopes ?? []) {
      if (!principal.scopes.includes(scope) && !principal.scopes.includes('admin:all')) {
        throw new ApiError('INSUFFICIENT_SCOPE', `This operation needs the scope ${scope}.`);
      }
    }
    c.set('principal', principal);
    await next();
  });
}

function describeKinds(kinds: readonly AuthKind[]): string {
  return kinds.map((k) => (k === 'api_key' ? 'X-API-Key' : 'Authorization: Bearer')).join(' or ');
}

async function authenticateApiKey(c: Context<AppEnv>, key: string): Promise<Principal> {
  // Keys are high-entropy random strings, so a plain SHA-256 lookup is safe; a slow KDF here would be a pre-auth DoS.
  if (!/^svc_[A-Za-z0-9_-]{10,200}$/.test(key)) throw new ApiError('UNAUTHORIZED', 'Invalid API key.');
  const found = await findActiveApiKeyByHash(c.var.db, await sha256Hex(key));
  if (!found || found.userStatus !== 'active') throw new ApiError('UNAUTHORIZED', 'Invalid API key.');
  const { key: row } = found;
  if (row.ipAllowlist && row.ipAllowlist.length > 0 && !ipAllowed(c.req.header('cf-connecting-ip') ?? null, row.ipAllowlist)) {
    throw new ApiError('IP_NOT_ALLOWED', 'This API key is not allowed from your IP address.');
  }
  const now = c.var.clock.now().toISOString();
  c.executionCtx.waitUntil(touchApiKey(c.var.db, row.orgId, row.id, now).catch(() => undefined));
  return {
    kind: 'api_key',
    orgId: row.orgId,
    userId: row.userId,
    role: found.userRole as Principal['role'],
    email: found.userEmail,
    scopes: row.scopes,
    apiKeyId: row.id,
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
  const privileged = user.role === 'owner' || user.role === 'admin';
  return {
    kind: 'bearer',
    orgId,
    userId: user.id,
    role: user.role,
    email: user.email,
    scopes: privileged
      ? ['verify:read', 'agent:write', 'attestation:read', 'admin:all']
      : ['verify:read', 'agent:write', 'attestation:read'],
    apiKeyId: null,
    isTest: false,
  };
}
