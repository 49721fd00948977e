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

/** A batch item or an agent step: the query text and the engine's own parameters. */
export interface EngineInput {
  query: string;
  params?: Record<string, unknown> | undefined;
  provider?: string | undefined;
}

/** One step of an attestation chain: what was decided about which query (translation → verification → consensus). */
export interface ChainStep {
  outcome: Pick<EngineOutcome, 'engine' | 'attestation' | 'subject'> & {
    verified: boolean;
    consensus?: { mode: string; engines: string[]; agreement: number };
  };
  query: string;
  proof?: unknown;
}

/** What an engine run answers: its outcome, the chain it signs when several steps decided it, and a non-200 status. */
export interface EngineRun {
  outcome: EngineOutcome;
  chain?: ChainStep[] | undefined;
  httpStatus?: number | undefined;
}

/**
 * The one engine adapter signature (services/engines/*.ts): the route's request body in, a run out. `fromItem` reads
 * a batch item or an agent step as that body; engines without it are not offered to batches and agents.
 */
export interface EngineAdapter<Body> {
  run(deps: ServiceDeps, body: Body): Promise<EngineRun>;
  fromItem?(input: EngineInput): Body;
}
