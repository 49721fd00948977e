import {
  AttestationConfigError,
  attestationHash,
  buildRegistryDocument,
  checkResult,
  decodeAttestation,
  type IssuerPublicJwk,
  type IssuerRegistry,
  type IssuerSigningKey,
  jwksDocument,
  loadIssuerKey,
  MAX_VALIDITY_DAYS,
  parseIssuerRegistry,
  type ResultConditions,
  type RevocationListDocument,
  verifyAttestation,
} from '@verdict/attestation';
import { type AttestationRow, findAttestation, insertAttestation, revokeAttestationRow } from '@verdict/db';
import type { Env, Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { signStep } from './attestation-step.ts';
import { type AuditInput, appendAudit, appendAuditEvents } from './audit.ts';
import type { ServiceDeps } from './deps.ts';
import type { ChainStep } from './engine-runner.ts';

export type { ChainStep };

import { emitWebhookEvent } from './webhook-events.ts';

const REGISTRY_KEY = 'registry:issuers.json';
const REVOKED_PREFIX = 'revoked:';
const revokedKey = (jti: string) => `${REVOKED_PREFIX}${jti}`;
export const DEFAULT_VALIDITY_DAYS = 365;
/** Old keys stay in the registry for verification for the longest validity an attestation can have. */
const RETIRED_KEY_LIFETIME_S = 3650 * 86_400;

export function issuerDid(env: Env): string {
  return `did:svc:node:${(env.NODE_ID ?? 'local').replace(/[^A-Za-z0-9._-]/g, '-')}`;
}

let cachedKey: { secret: string; did: string; key: Promise<IssuerSigningKey> } | null = null;

/**
 * The issuer key from SERVICE_ATTESTATION_SECRET, loaded once per isolate. A missing secret is a configuration error
 * (the attestation component refuses to start; there is no fallback key): callers asking for an attestation get 503.
 */
export async function issuerKey(env: Env): Promise<IssuerSigningKey> {
  const secret = env.SERVICE_ATTESTATION_SECRET ?? '';
  const did = issuerDid(env);
  if (!cachedKey || cachedKey.secret !== secret || cachedKey.did !== did) cachedKey = { secret, did, key: loadIssuerKey(secret, { did }) };
  try {
    return await cachedKey.key;
  } catch (error) {
    cachedKey = null;
    if (error instanceof AttestationConfigError) {
      console.error(JSON.stringify({ level: 'error', event: 'attestation_config', error: error.message }));
      throw new ApiError('SERVICE_MISCONFIGURED', 'Attestations are not available: the issuer key is not configured.');
    }
    throw error;
  }
}

/** The registry as last read (or written) by this isolate, while it still lists this node's current key. */
let registryCache: { kid: string; atMs: number; registry: IssuerRegistry } | null = null;
/** How long an isolate reuses the registry it read: issuing or verifying an attestation does not read KV each time. */
const REGISTRY_CACHE_MS = 60_000;

/**
 * The issuer registry kept in KV. This node's current key is added on first use by an isolate (i.e. at deploy/start);
 * keys it no longer signs with stay listed with an expiry, so attestations they signed remain verifiable (rotation).
 * Read once per isolate and minute: the request path issuing an attestation makes no KV round trip.
 */
export async function currentRegistry(deps: Pick<ServiceDeps, 'env' | 'clock'>): Promise<IssuerRegistry> {
  const { env } = deps;
  const nowMs = deps.clock.now().getTime();
  const key = await issuerKey(env);
  if (registryCache && registryCache.kid === key.kid && nowMs >= registryCache.atMs && nowMs - registryCache.atMs < REGISTRY_CACHE_MS)
    return registryCache.registry;
  const stored = await env.ISSUERS.get(REGISTRY_KEY, 'json');
  let registry: IssuerRegistry = stored ? parseIssuerRegistry(stored) : { issuers: [] };
  if (registry.issuers.some((i) => i.did === key.did && i.public_keys.some((k) => k.kid === key.kid))) {
    registryCache = { kid: key.kid, atMs: nowMs, registry };
    return registry;
  }
  const did = key.did;
  const others = registry.issuers.filter((i) => i.did !== did);
  const mine = registry.issuers.find((i) => i.did === did);
  const retired: IssuerPublicJwk[] = (mine?.public_keys ?? [])
    .filter((k) => k.kid !== key.kid)
    .map((k) => (k.exp ? k : { ...k, exp: Math.floor(nowMs / 1000) + RETIRED_KEY_LIFETIME_S }));
  registry = buildRegistryDocument([
    ...others.map((i) => ({ did: i.did, name: i.name, keys: i.public_keys, status: i.status, certification_level: i.certification_level })),
    { did, name: `Verdict node ${env.NODE_ID ?? 'local'}`, keys: [key, ...retired], status: 'active', certification_level: 'full' },
  ]);
  await env.ISSUERS.put(REGISTRY_KEY, JSON.stringify(registry));
  registryCache = { kid: key.kid, atMs: nowMs, registry };
  return registry;
}

const MAX_REVOCATION_LIST_PAGES = 100;

/**
 * This node's revocations as a public list for offline verifiers (`verdict-attest --revocations`). Ids only, like a
 * CRL; reasons stay private. KV listing is eventually consistent, as is the online check that reads the same keys.
 */
export async function revocationList(deps: Pick<ServiceDeps, 'env' | 'clock'>): Promise<RevocationListDocument> {
  const { env } = deps;
  const nowMs = deps.clock.now().getTime();
  const revoked: RevocationListDocument['revoked'] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_REVOCATION_LIST_PAGES; page++) {
    const listed = await env.ISSUERS.list<{ revoked_at?: string }>({ prefix: REVOKED_PREFIX, ...(cursor ? { cursor } : {}) });
    for (const key of listed.keys)
      revoked.push({ jti: key.name.slice(REVOKED_PREFIX.length), revoked_at: key.metadata?.revoked_at ?? null });
    if (listed.list_complete) return { issuer: issuerDid(env), generated_at: new Date(nowMs).toISOString(), revoked };
    cursor = listed.cursor;
  }
  // A truncated list would silently un-revoke attestations offline: refuse instead.
  throw new ApiError('SERVICE_MISCONFIGURED', 'The revocation list is too long to publish; verify attestations online.');
}

export async function jwks(deps: Pick<ServiceDeps, 'env' | 'clock'>) {
  const registry = await currentRegistry(deps);
  return jwksDocument(registry.issuers.find((i) => i.did === issuerDid(deps.env))?.public_keys ?? []);
}

/**
 * Issues one attestation, or a chain of them (e.g. translation → verification → consensus) linked by chain_id,
 * chain_index, previous_attestation and previous_hash, for organization `orgId`. Each is stored (org-scoped) and
 * audited: `precededBy` (the verification being signed) and one `attestation.issue` event per stored attestation are
 * appended to the audit chain in one ledger call, in that order — also when issuing fails part way, so the verification
 * and what was stored are on record. Returns the JWTs in order.
 */
export async function issueAttestations(
  deps: ServiceDeps,
  orgId: number,
  steps: ChainStep[],
  validityDays = DEFAULT_VALIDITY_DAYS,
  precededBy: AuditInput[] = [],
): Promise<string[]> {
  const events = [...precededBy];
  try {
    return await signChain(deps, orgId, steps, validityDays, events);
  } finally {
    await appendAuditEvents(deps, events);
  }
}

async function signChain(deps: ServiceDeps, orgId: number, steps: ChainStep[], validityDays: number, events: AuditInput[]) {
  const key = await issuerKey(deps.env);
  await currentRegistry(deps);
  const chainId = steps.length > 1 ? deps.ids.next('chain') : undefined;
  const jwts: string[] = [];
  let previous: { jti: string; jwt: string } | null = null;
  for (const [index, step] of steps.entries()) {
    const created = await signStep(key, step, {
      validityDays,
      now: deps.clock.now(),
      jti: deps.ids.next('att'),
      chain: chainId
        ? {
            chain_id: chainId,
            chain_index: index,
            ...(previous ? { previous_attestation: previous.jti, previous_hash: await attestationHash(previous.jwt) } : {}),
          }
        : undefined,
    });
    await insertAttestation(deps.db, orgId, {
      id: created.jti,
      jwt: created.jwt,
      issuer: created.claims.iss,
      subject: created.claims.sub,
      status: created.claims.qwed.result.status,
      engine: step.outcome.engine,
      verified: created.claims.qwed.result.verified,
      chainId: chainId ?? null,
      chainIndex: chainId ? index : null,
      issuedAt: new Date(created.claims.iat * 1000).toISOString(),
      expiresAt: created.claims.exp ? new Date(created.claims.exp * 1000).toISOString() : null,
    });
    events.push({
      orgId,
      action: 'attestation.issue',
      outcome: 'success',
      resource: `attestation:${created.jti}`,
      details: { status: created.claims.qwed.result.status, engine: step.outcome.engine, chain_id: chainId ?? null },
    });
    jwts.push(created.jwt);
    previous = { jti: created.jti, jwt: created.jwt };
  }
  return jwts;
}

/**
 * What this issuer always signs, so what a token it vouches for must carry: a `jti` (without one it could never be
 * revoked) and an `exp` at most MAX_VALIDITY_DAYS after `iat` (the longest validity it issues). A token that is
 * correctly signed but lacks them was not made by the issuing path; it is refused rather than trusted forever.
 */
function issuerPolicyProblem(claims: { iat: number; exp?: number | undefined; jti?: string | undefined }) {
  if (typeof claims.jti !== 'string' || claims.jti.length === 0)
    return { code: 'ATT-007', message: 'claim jti is missing: an attestation without it could never be revoked' };
  if (claims.exp === undefined) return { code: 'ATT-007', message: 'claim exp is missing' };
  if (claims.exp - claims.iat > MAX_VALIDITY_DAYS * 86_400)
    return { code: 'ATT-001', message: `exp is more than ${MAX_VALIDITY_DAYS} days after iat, the longest validity issued` };
  return null;
}

/** Checks a JWT against the registry, with revocations from KV (a failing lookup refuses the token: fail closed). */
export async function verifyJwt(deps: ServiceDeps, jwt: string) {
  const now = deps.clock.now();
  const registry = await currentRegistry(deps);
  const outcome = await verifyAttestation(jwt, {
    registry,
    now,
    isRevoked: async (jti) => (await deps.env.ISSUERS.get(revokedKey(jti))) !== null,
  });
  if (outcome.valid) {
    const problem = issuerPolicyProblem(outcome.claims);
    if (problem) return { valid: false, status: 'invalid' as const, ...problem, claims: outcome.claims };
    return { valid: true, status: 'valid' as const, message: outcome.message, result: outcome.result, claims: outcome.claims };
  }
  return {
    valid: false,
    status: outcome.status,
    code: outcome.code,
    message: outcome.message,
    ...(outcome.claims ? { claims: outcome.claims } : {}),
  };
}

/** The signed conditions (domain, assumptions) of a stored attestation, read from its own JWT. */
function signedConditions(jwt: string): ResultConditions | null {
  try {
    const q = decodeAttestation(jwt).payload.qwed as { result?: { conditions?: unknown } } | undefined;
    const checked = checkResult(q?.result);
    return 'result' in checked ? (checked.result.conditions ?? null) : null;
  } catch {
    return null;
  }
}

export function presentAttestation(row: AttestationRow, nowMs: number) {
  const expired = row.expiresAt !== null && Date.parse(row.expiresAt) < nowMs;
  const conditions = signedConditions(row.jwt);
  return {
    id: row.id,
    jwt: row.jwt,
    issuer: row.issuer,
    subject: row.subject,
    status: row.revokedAt ? 'revoked' : expired ? 'expired' : 'valid',
    result_status: row.status,
    verified: row.verified,
    engine: row.engine,
    issued_at: row.issuedAt,
    expires_at: row.expiresAt,
    revoked_at: row.revokedAt,
    chain_id: row.chainId,
    chain_index: row.chainIndex,
    ...(conditions ? { conditions } : {}),
  };
}

export async function getAttestation(deps: ServiceDeps, orgId: number, id: string): Promise<AttestationRow> {
  const row = await findAttestation(deps.db, orgId, id);
  if (!row) throw new ApiError('NOT_FOUND', 'No attestation with this id in your organization.');
  return row;
}

export async function revokeAttestation(deps: ServiceDeps, principal: Principal, id: string, reason: string | undefined) {
  const row = await getAttestation(deps, principal.orgId, id);
  const revokedAt = deps.clock.now().toISOString();
  if (!row.revokedAt) {
    // KV first: once the revocation is visible to verifiers, the D1 record follows; a retry repeats both harmlessly.
    // The metadata lets the public revocation list be built from one KV list call, without a read per entry.
    await deps.env.ISSUERS.put(revokedKey(row.id), JSON.stringify({ revoked_at: revokedAt, reason: reason ?? null }), {
      metadata: { revoked_at: revokedAt },
    });
    await revokeAttestationRow(deps.db, principal.orgId, row.id, revokedAt);
    await appendAudit(deps, {
      action: 'attestation.revoke',
      outcome: 'success',
      resource: `attestation:${row.id}`,
      details: { reason: reason ?? null },
    });
    await emitWebhookEvent(deps, principal.orgId, 'attestation.revoked', { attestation_id: row.id, revoked_at: revokedAt });
  }
  return { id: row.id, status: 'revoked' as const, revoked_at: row.revokedAt ?? revokedAt };
}
