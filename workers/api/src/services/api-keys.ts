import { DEFAULT_KEY_SCOPES, type Scope } from '@verdict/contracts';
import { type ApiKeyRow, countActiveApiKeys, findApiKey, insertApiKey, listActiveApiKeys, revokeApiKey, rotateApiKey } from '@verdict/db';
import { KEY_GATE_PREFIX } from '../durable/rpc.ts';
import type { Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { holdsScope, scopesBeyond } from '../lib/scopes.ts';
import { appendAudit } from './audit.ts';
import type { ServiceDeps } from './deps.ts';

type Deps = ServiceDeps;

const isPrivileged = (p: Principal) => p.role === 'owner' || p.role === 'admin';

/**
 * No credential can hand out, or take away, more than it holds: the scopes of a key being created, rotated or revoked
 * must all be held by the caller (a bearer user holds its role's scopes, an API key its own).
 */
function requireScopesWithin(principal: Principal, scopes: readonly string[], verb: string): void {
  const beyond = scopesBeyond(principal, scopes);
  if (beyond.length > 0) {
    throw new ApiError('INSUFFICIENT_SCOPE', `This credential cannot ${verb} a key with scopes it does not hold (${beyond.join(', ')}).`);
  }
}

async function newKeyMaterial(test: boolean) {
  const key = `${test ? 'svc_test_' : 'svc_live_'}${randomToken(32)}`;
  return { key, keyHash: await sha256Hex(key), displayPrefix: key.slice(0, 13) };
}

function created(row: ApiKeyRow, key: string) {
  return {
    id: row.id,
    name: row.name,
    key,
    prefix: row.displayPrefix,
    scopes: row.scopes as Scope[],
    ip_allowlist: row.ipAllowlist ?? null,
    created_at: row.createdAt,
  };
}

export async function createApiKey(
  deps: Deps,
  principal: Principal,
  input: { name: string; scopes?: Scope[] | undefined; ip_allowlist?: string[] | undefined; test?: boolean | undefined },
) {
  const scopes = [...new Set(input.scopes ?? DEFAULT_KEY_SCOPES)];
  if (scopes.includes('admin:all') && !isPrivileged(principal)) {
    throw new ApiError('FORBIDDEN', 'Only owners and admins can create keys with the admin:all scope.');
  }
  requireScopesWithin(principal, scopes, 'create');
  const material = await newKeyMaterial(input.test ?? false);
  const row = await insertApiKey(deps.db, principal.orgId, {
    id: deps.ids.next('key'),
    userId: principal.userId,
    name: input.name,
    keyHash: material.keyHash,
    displayPrefix: material.displayPrefix,
    scopes,
    ipAllowlist: input.ip_allowlist ?? null,
    isTest: input.test ?? false,
    createdAt: deps.clock.now().toISOString(),
  });
  await appendAudit(deps, {
    action: 'api_key.create',
    outcome: 'success',
    resource: `api_key:${row.id}`,
    details: { name: row.name, scopes, test: row.isTest },
  });
  return created(row, material.key);
}

/** A page of the organization's active keys, newest first; `cursor` is the previous page's `next_cursor`. */
export async function listApiKeys(deps: Deps, principal: Principal, query: { limit: number; cursor?: string | undefined }) {
  // `<created_at>_<id>`: the timestamp has no underscore, the id may.
  const split = query.cursor?.indexOf('_') ?? -1;
  const before = query.cursor && split > 0 ? { createdAt: query.cursor.slice(0, split), id: query.cursor.slice(split + 1) } : undefined;
  const [rows, total] = await Promise.all([
    listActiveApiKeys(deps.db, principal.orgId, { limit: query.limit + 1, before }),
    countActiveApiKeys(deps.db, principal.orgId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const keys = page.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.displayPrefix,
    scopes: row.scopes,
    ip_allowlist: row.ipAllowlist ?? null,
    is_test: row.isTest,
    created_at: row.createdAt,
    last_used_at: row.lastUsedAt ?? null,
  }));
  const next = rows.length > query.limit && last ? `${last.createdAt}_${last.id}` : null;
  return { items: keys, next_cursor: next, keys, total };
}

/**
 * The key `principal` may manage. Members manage their own keys; owners and admins every key of the organization.
 * Whoever calls, the key's scopes must be within the caller's, and an API key without `admin:all` manages only itself.
 */
async function managedKey(deps: Deps, principal: Principal, keyId: string, verb: 'rotate' | 'revoke'): Promise<ApiKeyRow> {
  const row = await findApiKey(deps.db, principal.orgId, keyId);
  if (!row || row.revokedAt) throw new ApiError('NOT_FOUND', 'No active API key with this id in your organization.');
  if (!isPrivileged(principal) && row.userId !== principal.userId) {
    throw new ApiError('FORBIDDEN', 'Members can only manage their own API keys.');
  }
  if (principal.kind === 'api_key' && principal.apiKeyId !== row.id && !holdsScope(principal, 'admin:all')) {
    throw new ApiError('INSUFFICIENT_SCOPE', `An API key without admin:all can only ${verb} itself.`);
  }
  requireScopesWithin(principal, row.scopes, verb);
  return row;
}

/** Tombstones the key's gate object: from then on it refuses the key, whatever D1 says. */
function tombstoneGate(deps: Deps, keyHash: string): Promise<void> {
  return deps.env.RATE_LIMITER.getByName(`${KEY_GATE_PREFIX}${keyHash}`).revoke();
}

export async function revokeKey(deps: Deps, principal: Principal, keyId: string) {
  const row = await managedKey(deps, principal, keyId, 'revoke');
  // The gate first: from here on the key is refused, even if the D1 update below fails (a retry repeats both).
  await tombstoneGate(deps, row.keyHash);
  const revokedAt = deps.clock.now().toISOString();
  if (!(await revokeApiKey(deps.db, principal.orgId, keyId, revokedAt))) {
    throw new ApiError('NOT_FOUND', 'No active API key with this id in your organization.');
  }
  await appendAudit(deps, { action: 'api_key.revoke', outcome: 'success', resource: `api_key:${keyId}` });
  return { id: keyId, revoked: true as const, revoked_at: revokedAt };
}

export async function rotateKey(deps: Deps, principal: Principal, keyId: string) {
  const old = await managedKey(deps, principal, keyId, 'rotate');
  await tombstoneGate(deps, old.keyHash);
  const material = await newKeyMaterial(old.isTest);
  const now = deps.clock.now().toISOString();
  const row = await rotateApiKey(
    deps.db,
    principal.orgId,
    old.id,
    {
      id: deps.ids.next('key'),
      userId: old.userId,
      name: old.name,
      keyHash: material.keyHash,
      displayPrefix: material.displayPrefix,
      scopes: old.scopes,
      ipAllowlist: old.ipAllowlist,
      isTest: old.isTest,
      createdAt: now,
    },
    now,
  );
  if (!row) throw new ApiError('NOT_FOUND', 'No active API key with this id in your organization.');
  await appendAudit(deps, {
    action: 'api_key.rotate',
    outcome: 'success',
    resource: `api_key:${row.id}`,
    details: { rotated_from: old.id },
  });
  return { ...created(row, material.key), rotated_from: old.id };
}
