import type { ServiceDeps } from '../env.ts';
import { issueAttestations } from './attestations.ts';
import { type AuditInput, appendAudit } from './audit.ts';
import { principalOf } from './deps.ts';
import type { EngineOutcome, EngineRun } from './engine-runner.ts';
import { recordVerification } from './verification-log.ts';

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
  run: EngineRun,
  request: { query: string; options?: AttestationOptions | undefined; latencyStart: number },
): Promise<VerificationAnswer> {
  const { outcome } = run;
  const latencyMs = Math.round((performance.now() - request.latencyStart) * 100) / 100;
  const word = outcomeWord(outcome);
  const principal = principalOf(deps);
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
