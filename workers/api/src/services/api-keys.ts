import { DEFAULT_KEY_SCOPES, type Scope } from '@verdict/contracts';
import { findApiKey, insertApiKey, listActiveApiKeys, revokeApiKey, rotateApiKey, type ApiKeyRow } from '@verdict/db';
import { ApiError } from '../errors.ts';
import type { Principal } from '../env.ts';
import type { ServiceDeps } from './deps.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';

type Deps = ServiceDeps;

const isPrivileged = (p: Principal) => p.role === 'owner' || p.role === 'admin';

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
  await deps.audit({
    action: 'api_key.create',
    outcome: 'success',
    resource: `api_key:${row.id}`,
    details: { name: row.name, scopes, test: row.isTest },
  });
  return created(row, material.key);
}

export async function listApiKeys(deps: Deps, principal: Principal) {
  const rows = await listActiveApiKeys(deps.db, principal.orgId);
  const keys = rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.displayPrefix,
    scopes: row.scopes,
    ip_allowlist: row.ipAllowlist ?? null,
    is_test: row.isTest,
    created_at: row.createdAt,
    last_used_at: row.lastUsedAt ?? null,
  }));
  return { keys, total: keys.length };
}

/** Members manage their own keys; owners and admins manage every key of the organization. */
async function ownedKey(deps: Deps, principal: Principal, keyId: string): Promise<ApiKeyRow> {
  const row = await findApiKey(deps.db, principal.orgId, keyId);
  if (!row || row.revokedAt) throw new ApiError('NOT_FOUND', 'No active API key with this id in your organization.');
  if (!isPrivileged(principal) && row.userId !== principal.userId) {
    throw new ApiError('FORBIDDEN', 'Members can only manage their own API keys.');
  }
  return row;
}

export async function revokeKey(deps: Deps, principal: Principal, keyId: string) {
  await ownedKey(deps, principal, keyId);
  const revokedAt = deps.clock.now().toISOString();
  if (!(await revokeApiKey(deps.db, principal.orgId, keyId, revokedAt))) {
    throw new ApiError('NOT_FOUND', 'No active API key with this id in your organization.');
  }
  await deps.audit({ action: 'api_key.revoke', outcome: 'success', resource: `api_key:${keyId}` });
  return { id: keyId, revoked: true as const, revoked_at: revokedAt };
}

export async function rotateKey(deps: Deps, principal: Principal, keyId: string) {
  const old = await ownedKey(deps, principal, keyId);
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
  await deps.audit({ action: 'api_key.rotate', outcome: 'success', resource: `api_key:${row.id}`, details: { rotated_from: old.id } });
  return { ...created(row, material.key), rotated_from: old.id };
}
