import { findHits, SECRET_DETECTORS, type TextDetector, type TextHit } from './detectors.ts';
import { GUARD_LIMITS } from './limits.ts';
import { EMAIL_DETECTOR, PHONE_DETECTORS, PII_DETECTORS } from './pii.ts';

/** Whole PEM blocks (to the END line, or to the end of the text when it was cut off). */
const PEM_BLOCK =
  /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY[A-Z ]{0,10}-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY[A-Z ]{0,10}-----|$)/g;

/** Field names whose value is a credential whatever it looks like (`password`, `agent_token`, `apiKey`, …). */
const SENSITIVE_KEY =
  /(?:^|[_-])(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|authorization|cookie|set[_-]?cookie|private[_-]?key|credentials?|client[_-]?secret|session[_-]?id)$/;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());
}

const DETECTORS: TextDetector[] = [
  ...SECRET_DETECTORS.filter((d) => d.label !== 'PEM private key'),
  ...PII_DETECTORS,
  EMAIL_DETECTOR,
  ...PHONE_DETECTORS,
];

/**
 * Replaces emails, phone numbers, card numbers (Luhn-checked), SSNs, IBANs, UK NI numbers, API keys, tokens, private
 * keys and credential assignments with `[REDACTED:<kind>]` (kinds: email, phone, card, ssn, iban, nino, secret,
 * private_key). For logs and audit details; for assignments like `password=…` only the value is replaced.
 */
export function redactPii(text: string): string {
  if (typeof text !== 'string' || text.length === 0) return text;
  const withoutKeys = text.replace(PEM_BLOCK, '[REDACTED:private_key]');
  const hits = findHits(withoutKeys, DETECTORS);
  const chosen: TextHit[] = [];
  // Earliest first; on overlap keep the longer span so "password=sk-live…" is replaced once.
  for (const hit of hits.sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = chosen.at(-1);
    if (last && hit.start < last.end) {
      if (hit.end - hit.start > last.end - last.start && hit.start === last.start) chosen[chosen.length - 1] = hit;
      continue;
    }
    chosen.push(hit);
  }
  let out = '';
  let cursor = 0;
  for (const hit of chosen) {
    out += `${withoutKeys.slice(cursor, hit.start)}[REDACTED:${hit.detector.kind}]`;
    cursor = hit.end;
  }
  return out + withoutKeys.slice(cursor);
}

/**
 * Deep version of `redactPii`: strings anywhere, object keys too, and every value under a credential-named key. What
 * lies beyond the depth or node caps is replaced by `[TRUNCATED]` (this output is a record, never an answer).
 */
export function redactObject<T>(value: T): T {
  return redact(value, null, new WeakMap(), 0, { nodes: 0 }) as T;
}

const TRUNCATED = '[TRUNCATED]';

function redact(value: unknown, key: string | null, seen: WeakMap<object, unknown>, depth: number, work: { nodes: number }): unknown {
  if (depth > GUARD_LIMITS.depth || ++work.nodes > GUARD_LIMITS.redactNodes) return TRUNCATED;
  if (key !== null && isSensitiveKey(key) && (typeof value === 'string' || typeof value === 'number') && value !== '')
    return '[REDACTED:secret]';
  if (typeof value === 'string') return redactPii(value);
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(redact(item, key, seen, depth + 1, work));
    return out;
  }
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  for (const [k, v] of Object.entries(value)) out[redactPii(k)] = redact(v, k, seen, depth + 1, work);
  return out;
}
