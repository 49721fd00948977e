import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { type ChainStep, issueAttestations } from './attestations.ts';
import { type AuditInput, appendAudit, appendAuditEvents } from './audit.ts';
import { servicesFor } from './deps.ts';
import type { EngineOutcome } from './engine-runner.ts';
import { recordVerification } from './verification-log.ts';

export interface AttestationOptions {
  include_attestation?: boolean | undefined;
  attestation_validity_days?: number | undefined;
}

/**
 * The common tail of every verification route: log it (waitUntil), append it to the audit chain, tag metrics, and —
 * when asked — sign it as an attestation (or a chain of attestations) returned in the body and the
 * `Service-Attestation` header.
 */
export async function respondWithVerification(
  c: Context<AppEnv>,
  outcome: EngineOutcome,
  request: { query: string; options?: AttestationOptions | undefined; httpStatus?: number; chain?: ChainStep[]; latencyStart: number },
): Promise<Response> {
  const latencyMs = Math.round((performance.now() - request.latencyStart) * 100) / 100;
  c.set('engine', outcome.engine);
  c.set('outcome', outcome.blocked ? 'blocked' : outcome.verified ? 'verified' : 'failure');
  recordVerification(c, { query: request.query, domain: outcome.domain, status: outcome.status, isVerified: outcome.verified, latencyMs });
  const verificationEvent: AuditInput = {
    action: `verification.${outcome.engine}`,
    outcome: outcome.blocked ? 'blocked' : outcome.verified ? 'verified' : 'failure',
    resource: outcome.engine,
    details: { status: outcome.status, verified: outcome.verified, ...(outcome.blocked ? { rule: outcome.blocked.rule } : {}) },
  };
  const body: Record<string, unknown> = { ...outcome.result };
  const headers: Record<string, string> = {};
  if (!request.options?.include_attestation) await appendAudit(c, verificationEvent);
  else {
    // The verification and the attestations issued for it reach the audit trail in one ledger call, in that order.
    const events: AuditInput[] = [verificationEvent];
    const collecting = {
      ...servicesFor(c),
      audit: async (input: AuditInput) => {
        events.push(input);
        return { id: '', seq: 0 };
      },
    };
    const steps = request.chain ?? [{ outcome, query: request.query, proof: outcome.result }];
    let jwts: string[];
    try {
      jwts = await issueAttestations(collecting, c.var.principal.orgId, steps, request.options.attestation_validity_days);
    } finally {
      // Even when issuing fails, the verification itself is on record.
      await appendAuditEvents(c, events);
    }
    const last = jwts[jwts.length - 1];
    if (last) {
      body.attestation = last;
      if (jwts.length > 1) body.attestation_chain = jwts;
      headers['service-attestation'] = last;
    }
  }
  return c.json(body, (request.httpStatus ?? 200) as 200, headers);
}
