import { type AuditLogRow, getAuditLog, getAuditLogBySeq } from '@verdict/db';
import { redactObject } from '@verdict/guards';
import type { AuditEvent } from '../durable/rpc.ts';
import type { AuditActor, Clock, Env, IdGenerator, ServiceDeps } from '../env.ts';
import { ApiError } from '../errors.ts';
import { entryHash, entryHmac, GENESIS_HASH } from '../lib/audit-chain.ts';
import { constantTimeEqual } from '../lib/crypto.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';
import { principalOf } from './deps.ts';
import { emitWebhookEvent } from './webhook-events.ts';

export interface AuditInput {
  action: string;
  outcome: AuditLogRow['outcome'];
  resource?: string | null;
  details?: Record<string, unknown>;
  /** Defaults to the authenticated principal. */
  actor?: { type: AuditLogRow['actorType']; id: string | null };
  /** Defaults to the authenticated principal's organization. */
  orgId?: number;
}

/** The organization and actor of an event: as the event says, else the request's. */
function attribute(deps: ServiceDeps, input: AuditInput): AuditInput & { orgId: number; actor: AuditActor } {
  const orgId = input.orgId ?? deps.orgId;
  if (orgId === undefined) throw new Error('audit event without organization');
  return { ...input, orgId, actor: input.actor ?? deps.actor };
}

/**
 * Appends one event to the organization's hash chain and waits until it is durable. The audit trail is evidence: if
 * the append fails, the request fails with 503 instead of answering as if the event had been recorded.
 */
export function appendAudit(deps: ServiceDeps, input: AuditInput): Promise<{ id: string; seq: number }> {
  return appendAuditDirect(deps.env, attribute(deps, input), deps);
}

/**
 * Several events of one request (a verification and the attestations issued for it), appended in order with one call
 * to the ledger. All belong to the same organization.
 */
export async function appendAuditEvents(deps: ServiceDeps, inputs: AuditInput[]): Promise<Array<{ id: string; seq: number }>> {
  const attributed = inputs.map((input) => attribute(deps, input));
  const orgId = attributed[0]?.orgId;
  if (orgId === undefined) return [];
  if (attributed.some((input) => input.orgId !== orgId)) throw new Error('audit events of several organizations in one append');
  try {
    return await deps.env.AUDIT_LEDGER.getByName(`org:${orgId}`).appendMany(
      orgId,
      attributed.map((input) => auditEvent(input, deps)),
    );
  } catch (error) {
    throw auditUnavailable(deps.requestId, error);
  }
}

function auditUnavailable(requestId: string, error: unknown): ApiError {
  console.error(JSON.stringify({ level: 'error', event: 'audit_append_failed', request_id: requestId, error: String(error) }));
  return new ApiError('AUDIT_UNAVAILABLE', 'The audit trail is unavailable; the request could not be recorded.', {
    headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  });
}

function auditEvent(
  input: AuditInput & { orgId: number; actor: NonNullable<AuditInput['actor']> },
  meta: { requestId: string; ids: IdGenerator; clock: Clock; ip?: string | null },
): AuditEvent {
  return {
    id: meta.ids.next('aud'),
    actorType: input.actor.type,
    actorId: input.actor.id,
    action: input.action,
    resource: input.resource ?? null,
    outcome: input.outcome,
    requestId: meta.requestId,
    ip: meta.ip ?? null,
    createdAt: meta.clock.now().toISOString(),
    details: JSON.stringify(redactObject(input.details ?? {})),
  };
}

/** The same append outside an HTTP request (the queue consumer, alarms of other Durable Objects). */
export async function appendAuditDirect(
  env: Env,
  input: AuditInput & { orgId: number; actor: NonNullable<AuditInput['actor']> },
  meta: { requestId: string; ids: IdGenerator; clock: Clock; ip?: string | null },
): Promise<{ id: string; seq: number }> {
  try {
    return await env.AUDIT_LEDGER.getByName(`org:${input.orgId}`).append(input.orgId, auditEvent(input, meta));
  } catch (error) {
    throw auditUnavailable(meta.requestId, error);
  }
}

/**
 * Copies every acknowledged entry of the organization's chain to D1 and returns the chain head. Every reader of the
 * trail calls this first: appends are durable in the ledger at once and reach D1 in batches.
 */
export async function syncAuditTrail(deps: Pick<ServiceDeps, 'env'>, orgId: number): Promise<{ seq: number; hash: string } | null> {
  try {
    return await deps.env.AUDIT_LEDGER.getByName(`org:${orgId}`).sync(orgId);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'audit_sync_failed', org_id: orgId, error: String(error) }));
    throw new ApiError('AUDIT_UNAVAILABLE', 'The audit trail is unavailable; it could not be read completely.', {
      headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
    });
  }
}

export function presentAuditEntry(row: AuditLogRow) {
  let details: unknown = {};
  try {
    details = JSON.parse(row.details);
  } catch {
    details = { unparseable: true };
  }
  return {
    id: row.id,
    organization_id: row.orgId,
    seq: row.seq,
    actor: { type: row.actorType, id: row.actorId },
    action: row.action,
    resource: row.resource,
    outcome: row.outcome,
    request_id: row.requestId,
    ip: row.ip,
    timestamp: row.createdAt,
    details,
    prev_hash: row.prevHash,
    entry_hash: row.entryHash,
    hmac: row.hmac,
  };
}

export interface EntryCheck {
  hash_valid: boolean;
  hmac_valid: boolean;
  chain_valid: boolean;
}

/** Recomputes one entry's hash and HMAC and checks its links to both neighbours. */
export async function checkEntry(
  secret: string,
  row: AuditLogRow,
  previous: AuditLogRow | undefined,
  next: AuditLogRow | undefined,
  head: { seq: number; hash: string } | null,
): Promise<EntryCheck> {
  const recomputed = await entryHash({ ...row });
  const hashValid = constantTimeEqual(recomputed, row.entryHash);
  const hmacValid = constantTimeEqual(await entryHmac(secret, row.entryHash), row.hmac);
  const backLink =
    row.seq === 1
      ? row.prevHash === GENESIS_HASH
      : previous !== undefined && previous.seq === row.seq - 1 && previous.entryHash === row.prevHash;
  // The last entry's forward link is the ledger head; a deleted or reordered successor breaks it.
  const forwardLink = next
    ? next.seq === row.seq + 1 && next.prevHash === row.entryHash
    : head !== null && head.seq === row.seq && head.hash === row.entryHash;
  return { hash_valid: hashValid, hmac_valid: hmacValid, chain_valid: backLink && forwardLink };
}

export async function verifyAuditEntry(deps: ServiceDeps, id: string) {
  const orgId = principalOf(deps).orgId;
  const head = await syncAuditTrail(deps, orgId);
  const row = await getAuditLog(deps.db, orgId, id);
  if (!row) throw new ApiError('NOT_FOUND', 'No audit entry with this id in your organization.');
  const [previous, next] = await Promise.all([
    row.seq > 1 ? getAuditLogBySeq(deps.db, orgId, row.seq - 1) : Promise.resolve(undefined),
    getAuditLogBySeq(deps.db, orgId, row.seq + 1),
  ]);
  const check = await checkEntry(auditSecret(deps.env), row, previous, next, head);
  const valid = check.hash_valid && check.hmac_valid && check.chain_valid;
  if (!valid) {
    const reason = !check.hash_valid
      ? 'entry hash does not match its content'
      : !check.hmac_valid
        ? 'HMAC does not verify'
        : 'the entry is not linked to its neighbours';
    await emitWebhookEvent(deps, orgId, 'audit.chain_broken', {
      audit_log_id: row.id,
      seq: row.seq,
      reason,
    });
  }
  return {
    audit_log_id: row.id,
    valid,
    ...check,
    previous_hash: row.prevHash,
    entry_hash: row.entryHash,
    checked_at: deps.clock.now().toISOString(),
  };
}

export function auditSecret(env: Env): string {
  const secret = env.AUDIT_HMAC_SECRET;
  if (!secret || secret.length < 32) throw new ApiError('SERVICE_MISCONFIGURED', 'The audit trail is not configured.');
  return secret;
}
