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
  /** Attestation status (spec 2.3) and confidence 0–1; see docs/attestation-status-mapping.md. */
  attestation: { status: 'VERIFIED' | 'FAILED' | 'CORRECTED' | 'BLOCKED'; confidence: number };
  blocked?: { rule: string; httpStatus: 403 };
  /** The text that was verified, hashed into the attestation subject. */
  subject: string;
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

export function engineNames(): string[] {
  return [...runners.keys()];
}

export function engineRunner(name: string): EngineRunner | undefined {
  return runners.get(name);
}
