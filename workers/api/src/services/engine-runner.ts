import type { ServiceDeps } from './deps.ts';

/** What every engine run reports, whichever route (verify, agent, batch) asked for it. */
export interface EngineOutcome {
  engine: string;
  /** The verification-log domain, e.g. MATH. */
  domain: string;
  /** The engine's response object, returned to the caller as is. */
  result: Record<string, unknown>;
  verified: boolean;
  /** The engine's own status word (VERIFIED, SAT, SUPPORTED, BLOCKED…), for logs and metrics. */
  status: string;
  /**
   * Attestation status (spec 2.3) and confidence 0–1; see docs/attestation-status-mapping.md. `conditions`: the
   * domain and assumptions the verdict holds under, signed into `qwed.result.conditions`.
   */
  attestation: {
    status: 'VERIFIED' | 'FAILED' | 'CORRECTED' | 'BLOCKED';
    confidence: number;
    conditions?: { domain?: string; assumptions?: string[] };
  };
  blocked?: { rule: string; httpStatus: 403 };
  /** The text that was verified, hashed into the attestation subject. */
  subject: string;
}

/**
 * The outcome of an engine whose answer is simply "verified or not": the attestation is VERIFIED or FAILED with it.
 * Engines with richer mappings (math, logic, NL, stats, consensus) build their outcome themselves.
 */
export function verifiedOrFailed(outcome: {
  engine: string;
  domain: string;
  result: object;
  verified: boolean;
  status: string;
  subject: string;
  confidence?: number;
}): EngineOutcome {
  return {
    engine: outcome.engine,
    domain: outcome.domain,
    result: outcome.result as Record<string, unknown>,
    verified: outcome.verified,
    status: outcome.status,
    attestation: { status: outcome.verified ? 'VERIFIED' : 'FAILED', confidence: outcome.confidence ?? 1 },
    subject: outcome.subject,
  };
}

export interface EngineInput {
  query: string;
  params?: Record<string, unknown> | undefined;
  provider?: string | undefined;
}

export type EngineRunner = (deps: ServiceDeps, input: EngineInput) => Promise<EngineOutcome>;

const runners = new Map<string, EngineRunner>();

/** Engines register themselves here (services/engines/*.ts); agents and batches dispatch by name. */
export function registerEngine(name: string, runner: EngineRunner): void {
  runners.set(name, runner);
}

export function engineRunner(name: string): EngineRunner | undefined {
  return runners.get(name);
}
