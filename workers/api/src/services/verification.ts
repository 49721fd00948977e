import { countVerificationLogs, findOrganization, listRecentVerificationLogs } from '@verdict/db';
import type { Principal, ServiceDeps } from '../env.ts';
import { issueAttestations } from './attestations.ts';
import { type AuditInput, appendAudit } from './audit.ts';
import { writePending } from './deferred-writes.ts';
import { principalOf } from './deps.ts';
import type { EngineOutcome, EngineRun } from './engine-runner.ts';

export interface AttestationOptions {
  include_attestation?: boolean | undefined;
  attestation_validity_days?: number | undefined;
}

/** A finished verification, ready to be sent by any transport (the HTTP route, an MCP tool call). */
export interface VerificationAnswer {
  body: Record<string, unknown>;
  status: number;
  headers: Record<string, string>;
  /** For request metrics: the engine and the outcome word. */
  engine: string;
  outcome: 'verified' | 'blocked' | 'failure';
}

export function outcomeWord(outcome: EngineOutcome): VerificationAnswer['outcome'] {
  return outcome.blocked ? 'blocked' : outcome.verified ? 'verified' : 'failure';
}

/**
 * The common tail of every verification: log it (after the response), append it to the audit chain, and — when asked —
 * sign it as an attestation (or a chain of attestations) returned in the body and the `Service-Attestation` header.
 */
export async function completeVerification(
  deps: ServiceDeps,
  principal: Principal,
  run: EngineRun,
  request: { query: string; options?: AttestationOptions | undefined; latencyStart: number },
): Promise<VerificationAnswer> {
  const { outcome } = run;
  const latencyMs = Math.round((performance.now() - request.latencyStart) * 100) / 100;
  const word = outcomeWord(outcome);
  recordVerification(deps, principal, {
    query: request.query,
    domain: outcome.domain,
    status: outcome.status,
    isVerified: outcome.verified,
    latencyMs,
  });
  const verificationEvent: AuditInput = {
    action: `verification.${outcome.engine}`,
    outcome: word,
    resource: outcome.engine,
    details: { status: outcome.status, verified: outcome.verified, ...(outcome.blocked ? { rule: outcome.blocked.rule } : {}) },
  };
  const body: Record<string, unknown> = { ...outcome.result };
  const headers: Record<string, string> = {};
  if (!request.options?.include_attestation) await appendAudit(deps, verificationEvent);
  else {
    const steps = run.chain ?? [{ outcome, query: request.query, proof: outcome.result }];
    // The signing service appends the verification and the attestations it issued in one ledger call, in that order.
    const jwts = await issueAttestations(deps, principal.orgId, steps, request.options.attestation_validity_days, [verificationEvent]);
    const last = jwts[jwts.length - 1];
    if (last) {
      body.attestation = last;
      if (jwts.length > 1) body.attestation_chain = jwts;
      headers['service-attestation'] = last;
    }
  }
  return { body, status: run.httpStatus ?? 200, headers, engine: outcome.engine, outcome: word };
}

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
 * Records one verification in the organization's log without making the caller wait: the row joins the request's
 * deferred rows, written after the response and coalesced with other requests' rows into one D1 batch
 * (deferred-writes.ts). A failed write is logged, never surfaced to the caller whose verification already succeeded.
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
  deps.deferred.logs.push({ ...entry, orgId: principal.orgId });
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
