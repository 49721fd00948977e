/** Result types shared by every guard. */

export type GuardSeverity = 'low' | 'medium' | 'high' | 'critical';

/**
 * `limit` is an addition to the categories of the brief: a payload too large or too deep to scan completely is
 * reported (fail closed) instead of being passed as clean.
 */
export type GuardCategory = 'secret' | 'private_key' | 'pii' | 'network' | 'encoded_blob' | 'beacon' | 'limit';

export type PoisoningCategory =
  | 'instruction'
  | 'hidden_content'
  | 'sensitive_reference'
  | 'shadowing'
  | 'oversized'
  | 'exfiltration_channel'
  | 'malformed';

/**
 * One rule that fired. `message` never contains the matched secret or personal data: at most a masked prefix
 * (four characters, an ellipsis and the length) or the kind of data.
 */
export interface GuardFinding {
  rule: string;
  category: GuardCategory | PoisoningCategory;
  severity: GuardSeverity;
  message: string;
  /** JSONPath-like location inside the scanned value, e.g. `$.params.body` or `$.items[2]`. */
  path?: string;
}

/**
 * A structure beyond a guard's caps (too deep, too many nodes) where no finding can stand in for the answer, e.g. a
 * tool definition too deep to hash canonically. Callers answer 400 INPUT_TOO_COMPLEX; the message names the cap only.
 */
export class GuardLimitError extends Error {
  readonly limit: string;
  readonly max: number;
  constructor(limit: string, max: number) {
    super(`Input exceeds the guard limit ${limit} (${max}).`);
    this.name = 'GuardLimitError';
    this.limit = limit;
    this.max = max;
  }
}

/** Appends `key` to a JSONPath-like path. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
