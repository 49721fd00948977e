import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from '@verdict/attestation';

export const GENESIS_HASH = '0'.repeat(64);

/** The fields covered by `entry_hash`. `entry_hash` and `hmac` themselves are excluded. */
export interface AuditEntryBody {
  id: string;
  orgId: number;
  seq: number;
  actorType: string;
  actorId: string | null;
  action: string;
  resource: string | null;
  outcome: string;
  requestId: string | null;
  ip: string | null;
  createdAt: string;
  details: string;
  prevHash: string;
}

export function serialiseEntry(body: AuditEntryBody): string {
  return canonicalJson({
    id: body.id,
    org_id: body.orgId,
    seq: body.seq,
    actor_type: body.actorType,
    actor_id: body.actorId,
    action: body.action,
    resource: body.resource,
    outcome: body.outcome,
    request_id: body.requestId,
    ip: body.ip,
    created_at: body.createdAt,
    details: body.details,
    prev_hash: body.prevHash,
  });
}

/**
 * SHA-256 of the canonical entry, hex. Synchronous (node:crypto under nodejs_compat) so the ledger can chain a whole
 * batch of entries without yielding between them.
 */
export function entryHashSync(body: AuditEntryBody): string {
  return createHash('sha256').update(serialiseEntry(body)).digest('hex');
}

export function entryHmacSync(secret: string, hash: string): string {
  return createHmac('sha256', secret).update(hash).digest('hex');
}

export async function entryHash(body: AuditEntryBody): Promise<string> {
  return entryHashSync(body);
}

export async function entryHmac(secret: string, hash: string): Promise<string> {
  return entryHmacSync(secret, hash);
}

export function requireAuditSecret(secret: string | undefined): string {
  if (!secret || secret.length < 32) throw new Error('AUDIT_HMAC_SECRET is not set (or shorter than 32 characters)');
  return secret;
}
