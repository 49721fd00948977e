import type { IracStep, IracStepEvidence } from './irac-structure.ts';
import { detectIracSteps } from './irac-structure.ts';
import { milestoneMet, normaliseTokens, prepareTrace } from './milestone-match.ts';
import { ProcessInputError } from './process-input-error.ts';

export interface IracProcessResult {
  mode: 'irac';
  verified: boolean;
  score: number;
  missing_steps: IracStep[];
  found_steps: IracStep[];
  steps: IracStepEvidence[];
  mechanism: 'deterministic_irac_structure';
  work: { chars: number; headings: number };
}

export interface MilestoneProcessResult {
  mode: 'milestones';
  verified: boolean;
  process_rate: number;
  missed_milestones: string[];
  matched_milestones: string[];
  mechanism: 'deterministic_milestone_match';
  /** Tokens of the trace and of all milestones, and the matching work spent (sentence visits and parser steps). */
  work: { chars: number; trace_tokens: number; milestone_tokens: number; matching_units: number };
}

export type ProcessResult = IracProcessResult | MilestoneProcessResult;

export interface ProcessInput {
  trace: string;
  mode?: string;
  milestones?: string[];
}

/** Characters of a trace: a third of the 100,000 it was, whose preparation alone brought a request near 50 ms of CPU. */
export const MAX_TRACE_CHARS = 32_000;

/**
 * Checks the structure of a reasoning trace: IRAC (Issue, Rule, Application, Conclusion) or a caller-supplied list of
 * milestones. Purely lexical and deterministic; it establishes that the steps are present, not that they are right.
 */
export function verifyProcess(input: ProcessInput): ProcessResult {
  const mode = input.mode === undefined ? 'irac' : input.mode.trim().toLowerCase();
  if (mode !== 'irac' && mode !== 'milestones') throw new ProcessInputError('invalid_mode', 'mode must be irac or milestones');
  if (typeof input.trace !== 'string' || input.trace.trim() === '' || input.trace.length > MAX_TRACE_CHARS) {
    throw new ProcessInputError('invalid_trace', 'trace must be a non-empty string');
  }
  if (mode === 'irac') {
    const work = { chars: input.trace.length, headings: 0 };
    const steps = detectIracSteps(input.trace, work);
    const found = steps.filter((s) => s.found).map((s) => s.step);
    const missing = steps.filter((s) => !s.found).map((s) => s.step);
    return {
      mode: 'irac',
      verified: missing.length === 0,
      score: found.length / steps.length,
      missing_steps: missing,
      found_steps: found,
      steps,
      mechanism: 'deterministic_irac_structure',
      work,
    };
  }
  const milestones = input.milestones;
  if (!Array.isArray(milestones) || milestones.length === 0) {
    throw new ProcessInputError('milestones_required', 'milestones are required when mode is milestones');
  }
  if (milestones.some((m) => typeof m !== 'string' || normaliseTokens(m).length === 0)) {
    throw new ProcessInputError('invalid_milestones', 'each milestone must be a non-empty string with at least one word');
  }
  const trace = prepareTrace(input.trace);
  const matched: string[] = [];
  const missed: string[] = [];
  let milestoneTokens = 0;
  for (const m of milestones) {
    milestoneTokens += normaliseTokens(m).length;
    (milestoneMet(m, trace) ? matched : missed).push(m);
  }
  return {
    mode: 'milestones',
    verified: missed.length === 0,
    process_rate: matched.length / milestones.length,
    missed_milestones: missed,
    matched_milestones: matched,
    mechanism: 'deterministic_milestone_match',
    work: {
      chars: input.trace.length,
      trace_tokens: trace.tokens,
      milestone_tokens: milestoneTokens,
      matching_units: trace.work.spent,
    },
  };
}
