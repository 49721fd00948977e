import { type AuditLogRow, auditPage } from '@verdict/db';
import type { ServiceDeps } from '../env.ts';
import { ApiError } from '../errors.ts';
import { csvRow } from '../lib/csv.ts';
import { auditSecret, checkEntry, syncAuditTrail } from './audit.ts';
import { principalOf } from './deps.ts';

const PAGE = 500;
export const AUDIT_CSV_HEADER = [
  'id',
  'seq',
  'timestamp',
  'actor_type',
  'actor_id',
  'action',
  'resource',
  'outcome',
  'request_id',
  'ip',
  'details',
  'prev_hash',
  'entry_hash',
  'hmac',
];

export function auditCsvRow(row: AuditLogRow): string {
  return csvRow([
    row.id,
    row.seq,
    row.createdAt,
    row.actorType,
    row.actorId,
    row.action,
    row.resource,
    row.outcome,
    row.requestId,
    row.ip,
    row.details,
    row.prevHash,
    row.entryHash,
    row.hmac,
  ]);
}

/** Admin routes act on the caller's own organization only, even with admin:all. */
export function ownOrganization(deps: ServiceDeps, organizationId: string): number {
  const orgId = Number(organizationId);
  if (orgId !== principalOf(deps).orgId) throw new ApiError('FORBIDDEN', 'You can only access your own organization.');
  return orgId;
}

/** Streams the whole chain as CSV, page by page, so memory stays flat however long the trail is. */
export function streamAuditCsv(deps: ServiceDeps): ReadableStream<Uint8Array> {
  const orgId = principalOf(deps).orgId;
  const db = deps.db;
  const encoder = new TextEncoder();
  let afterSeq = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(AUDIT_CSV_HEADER)));
        return;
      }
      const rows = await auditPage(db, orgId, { afterSeq, limit: PAGE });
      if (rows.length === 0) return controller.close();
      afterSeq = rows[rows.length - 1]?.seq ?? afterSeq;
      controller.enqueue(encoder.encode(rows.map(auditCsvRow).join('')));
    },
  });
}

export interface ChainVerification {
  entries_checked: number;
  valid: boolean;
  first_invalid: { id: string; seq: number; reason: string } | null;
  head_matches: boolean;
  gaps: number;
}

/**
 * Verifies the organization's whole chain in order: every hash and HMAC, every back link (which is also the previous
 * entry's forward link), sequence continuity, and that the last entry is the ledger head, so deleting the newest
 * entries is detected too. `visit` sees every row, letting reports aggregate in the same pass.
 */
export async function verifyWholeChain(deps: ServiceDeps, visit?: (row: AuditLogRow) => void): Promise<ChainVerification> {
  const orgId = principalOf(deps).orgId;
  const secret = auditSecret(deps.env);
  const head = await syncAuditTrail(deps, orgId);
  let afterSeq = 0;
  let previous: AuditLogRow | undefined;
  let checked = 0;
  let gaps = 0;
  let firstInvalid: ChainVerification['first_invalid'] = null;
  for (;;) {
    const rows = await auditPage(deps.db, orgId, { afterSeq, limit: PAGE });
    if (rows.length === 0) break;
    for (const row of rows) {
      visit?.(row);
      const expectedSeq = (previous?.seq ?? 0) + 1;
      if (row.seq !== expectedSeq) gaps++;
      // Only the back link is checked here; the forward link of `previous` is the same comparison.
      const check = await checkEntry(secret, row, previous, undefined, { seq: row.seq, hash: row.entryHash });
      const reason = !check.hash_valid
        ? 'hash mismatch'
        : !check.hmac_valid
          ? 'hmac mismatch'
          : row.seq !== expectedSeq
            ? 'sequence gap'
            : !check.chain_valid
              ? 'broken link'
              : null;
      if (reason && !firstInvalid) firstInvalid = { id: row.id, seq: row.seq, reason };
      previous = row;
      checked++;
    }
    afterSeq = rows[rows.length - 1]?.seq ?? afterSeq;
  }
  const headMatches =
    head === null ? checked === 0 : previous !== undefined && previous.seq === head.seq && previous.entryHash === head.hash;
  return {
    entries_checked: checked,
    valid: !firstInvalid && headMatches && gaps === 0,
    first_invalid: firstInvalid,
    head_matches: headMatches,
    gaps,
  };
}
