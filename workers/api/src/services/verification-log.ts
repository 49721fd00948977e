import { countVerificationLogs, findOrganization, listRecentVerificationLogs } from '@verdict/db';
import type { Principal, ServiceDeps } from '../env.ts';
import { defer, writePending } from './deferred-writes.ts';
import { principalOf } from './deps.ts';

export interface VerificationRecord {
  query: string;
  domain: string;
  status: string;
  isVerified: boolean;
  latencyMs: number;
  agentId?: number | null;
}

const MAX_LOGGED_QUERY = 2000;

/**
 * Records one verification in the organization's log without making the caller wait: the row is written after the
 * response, coalesced with other requests' rows into one D1 batch (deferred-writes.ts). A failed write is logged,
 * never surfaced to the caller whose verification already succeeded.
 */
export function recordVerification(deps: ServiceDeps, principal: Principal, record: VerificationRecord): void {
  const entry = {
    query: record.query.slice(0, MAX_LOGGED_QUERY),
    domain: record.domain,
    status: record.status,
    isVerified: record.isVerified,
    latencyMs: record.latencyMs,
    apiKeyId: principal.apiKeyId,
    agentId: record.agentId ?? null,
    isTest: principal.isTest,
    createdAt: deps.clock.now().toISOString(),
  };
  defer(deps, { logs: [{ ...entry, orgId: principal.orgId }] });
}

/** The organization's verifications, most recent first by timestamp, a page of `limit` after `cursor`. */
export async function recentLogs(deps: ServiceDeps, query: { limit: number; cursor?: string | undefined }) {
  const orgId = principalOf(deps).orgId;
  await writePending(deps);
  const split = query.cursor?.lastIndexOf('_') ?? -1;
  const before =
    query.cursor && split > 0 ? { createdAt: query.cursor.slice(0, split), id: Number(query.cursor.slice(split + 1)) } : undefined;
  const [organization, rows, total] = await Promise.all([
    findOrganization(deps.db, orgId),
    // One more than the page: whether it exists says if there is a next page.
    listRecentVerificationLogs(deps.db, orgId, query.limit + 1, before),
    countVerificationLogs(deps.db, orgId),
  ]);
  const logs = rows.slice(0, query.limit);
  const last = logs[logs.length - 1];
  const entries = logs.map((row) => ({
    id: row.id,
    query: row.query,
    is_verified: row.isVerified,
    domain: row.domain,
    timestamp: row.createdAt,
  }));
  // The spec's fields (4.6), and the list envelope every list route shares.
  return {
    organization_id: orgId,
    organization_name: organization?.name ?? '',
    total_logs: total,
    logs: entries,
    items: entries,
    next_cursor: rows.length > query.limit && last ? `${last.createdAt}_${last.id}` : null,
  };
}
