import { countVerificationLogs, findOrganization, insertVerificationLog, listRecentVerificationLogs } from '@verdict/db';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

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
 * Records one verification in the organization's log without making the caller wait: the insert runs in `waitUntil`.
 * A failed insert is logged, never surfaced to the caller whose verification already succeeded.
 */
export function recordVerification(c: Context<AppEnv>, record: VerificationRecord): void {
  const principal = c.var.principal;
  const entry = {
    query: record.query.slice(0, MAX_LOGGED_QUERY),
    domain: record.domain,
    status: record.status,
    isVerified: record.isVerified,
    latencyMs: record.latencyMs,
    apiKeyId: principal.apiKeyId,
    agentId: record.agentId ?? null,
    isTest: principal.isTest,
    createdAt: c.var.clock.now().toISOString(),
  };
  const write = insertVerificationLog(c.var.db, principal.orgId, entry).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'verification_log_failed', request_id: c.var.requestId, error: String(error) }));
  });
  c.executionCtx.waitUntil(write);
}

export async function recentLogs(c: Context<AppEnv>, limit: number) {
  const orgId = c.var.principal.orgId;
  const [organization, logs, total] = await Promise.all([
    findOrganization(c.var.db, orgId),
    listRecentVerificationLogs(c.var.db, orgId, limit),
    countVerificationLogs(c.var.db, orgId),
  ]);
  return {
    organization_id: orgId,
    organization_name: organization?.name ?? '',
    total_logs: total,
    logs: logs.map((row) => ({
      id: row.id,
      query: row.query,
      is_verified: row.isVerified,
      domain: row.domain,
      timestamp: row.createdAt,
    })),
  };
}
