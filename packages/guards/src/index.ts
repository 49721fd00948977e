// Interim entry written by the lead so the API compiles while the guards package is being built; the guards helper
// replaces this file with the package's real index.
const PATTERNS: Array<[string, RegExp]> = [
  ['email', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g],
  ['card', /\b(?:\d[ -]?){13,19}\b/g],
  ['ssn', /\b\d{3}-\d{2}-\d{4}\b/g],
  ['secret', /\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}|\bsvc_(?:live|test|agent)_[A-Za-z0-9_-]{8,}|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{20,}/g],
  ['phone', /\+?\d[\d ().-]{8,}\d/g],
];
export function redactPii(text: string): string {
  let out = text;
  for (const [kind, re] of PATTERNS) out = out.replace(re, `[REDACTED:${kind}]`);
  return out;
}
export function redactObject<T>(value: T): T {
  if (typeof value === 'string') return redactPii(value) as T;
  if (Array.isArray(value)) return value.map(redactObject) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactObject(v)])) as T;
  return value;
}
