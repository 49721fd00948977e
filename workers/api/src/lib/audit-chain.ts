import { toHex } from './crypto.ts';

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

/** Deterministic JSON: keys sorted at every depth, no whitespace. The same entry always hashes to the same value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
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

const encoder = new TextEncoder();

export async function entryHash(body: AuditEntryBody): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(serialiseEntry(body))));
}

export async function entryHmac(secret: string, hash: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(hash)));
}

export function requireAuditSecret(secret: string | undefined): string {
  if (!secret || secret.length < 32) throw new Error('AUDIT_HMAC_SECRET is not set (or shorter than 32 characters)');
  return secret;
}
