/**
 * One verdict word and tone for any engine result. Engines evolve (math moved from PROVEN/REFUTED to VERIFIED /
 * CORRECTION_NEEDED / UNKNOWN / ERROR), so this reads whichever status-like field is present and colours words it
 * knows; an unknown word is shown as it is, neutrally, never as a success.
 */

export type Tone = 'pass' | 'fail' | 'unknown' | 'error' | 'blocked' | 'info';

export interface Summary {
  word: string;
  tone: Tone;
  message: string | null;
}

const TONES: Record<string, Tone> = {
  VERIFIED: 'pass',
  PROVEN: 'pass',
  SUPPORTED: 'pass',
  SUCCESS: 'pass',
  VALID: 'pass',
  SAFE: 'pass',
  UNANIMOUS: 'pass',
  REFUTED: 'fail',
  FAILED: 'fail',
  CORRECTION_NEEDED: 'fail',
  INVALID: 'fail',
  UNSAFE: 'fail',
  DISPROVEN: 'fail',
  UNKNOWN: 'unknown',
  INCONCLUSIVE: 'unknown',
  VLM_REQUIRED: 'unknown',
  NOT_MATH_QUERY: 'unknown',
  MAJORITY: 'unknown',
  SPLIT: 'unknown',
  NONE: 'unknown',
  PENDING: 'unknown',
  ERROR: 'error',
  BLOCKED: 'blocked',
  SAT: 'info',
  UNSAT: 'info',
};

export function toneOf(word: string): Tone {
  return TONES[word.toUpperCase()] ?? 'info';
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

function wordOf(r: Record<string, unknown>): string {
  const status = str(r.status) ?? str(r.verdict);
  if (status) return status.toUpperCase();
  if (typeof r.is_safe === 'boolean') return r.is_safe ? 'SAFE' : 'UNSAFE';
  const agreement = str(r.agreement_status);
  if (agreement) return agreement.toUpperCase();
  if (str(r.error)) return 'ERROR';
  if (typeof r.is_valid === 'boolean') return r.is_valid ? 'VALID' : 'INVALID';
  if (typeof r.verified === 'boolean') return r.verified ? 'VERIFIED' : 'FAILED';
  return 'RESULT';
}

export function summarize(result: Record<string, unknown>): Summary {
  const word = wordOf(result);
  let tone = toneOf(word);
  // A consensus below the caller's threshold is not a pass, whatever the agreement word.
  if (tone === 'pass' && result.meets_requirement === false) tone = 'unknown';
  const message = str(result.message) ?? str(result.reasoning) ?? str(result.error) ?? null;
  return { word, tone, message };
}

/** Plain-language gloss of a tone, for screen readers and the legend. */
export const TONE_LABELS: Record<Tone, string> = {
  pass: 'holds',
  fail: 'does not hold',
  unknown: 'not decided',
  error: 'could not be checked',
  blocked: 'blocked by policy',
  info: 'answer',
};
