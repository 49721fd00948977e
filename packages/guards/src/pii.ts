import type { TextDetector } from './detectors.ts';
import { ibanMod97Valid, luhnValid } from './text.ts';

/** Issuer prefixes and lengths of the major card schemes; a Luhn-valid number outside them is not treated as a card. */
function cardSchemeMatches(d: string): boolean {
  const n = d.length;
  const p2 = Number(d.slice(0, 2));
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  if (d[0] === '4') return n === 13 || n === 16 || n === 19; // Visa
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return n === 16; // Mastercard
  if (p2 === 34 || p2 === 37) return n === 15; // American Express
  if (p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649)) return n >= 16 && n <= 19; // Discover
  if (p4 >= 3528 && p4 <= 3589) return n >= 16 && n <= 19; // JCB
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 && n <= 19; // Diners
  if (p2 === 62) return n >= 16 && n <= 19; // UnionPay
  if (p2 === 50 || (p2 >= 56 && p2 <= 69)) return n >= 12 && n <= 19; // Maestro
  return false;
}

/** Groupings people write cards in: 4-4-4-4(-…), 4-6-5 (Amex) and 4-6-4 (Diners); one separator character throughout. */
function cardGroupingValid(raw: string): boolean {
  if (/^\d+$/.test(raw)) return true;
  const seps = new Set(raw.replace(/\d/g, ''));
  if (seps.size !== 1) return false;
  const groups = raw.split(/[ -]/).map((g) => g.length);
  if (groups.join(',') === '4,6,5' || groups.join(',') === '4,6,4') return true;
  return groups.slice(0, -1).every((g) => g === 4) && (groups.at(-1) ?? 0) >= 1 && (groups.at(-1) ?? 0) <= 4;
}

export function isCardNumber(raw: string): boolean {
  const digits = raw.replace(/[ -]/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  if (/^(\d)\1+$/.test(digits)) return false;
  return cardGroupingValid(raw) && cardSchemeMatches(digits) && luhnValid(digits);
}

/** The whole match when it is a card; otherwise the match without trailing groups ("4111 … 1111 12 months"). */
function cardPrefix(raw: string): string | null {
  let candidate = raw;
  for (;;) {
    if (isCardNumber(candidate)) return candidate;
    const cut = candidate.search(/[ -]\d+$/);
    if (cut < 0 || candidate.slice(0, cut).replace(/\D/g, '').length < 13) return null;
    candidate = candidate.slice(0, cut);
  }
}

/** SSA rules: area not 000, 666 or 900–999; group not 00; serial not 0000. */
export function isValidSsn(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/** IBAN lengths by country (ISO 13616 registry, the countries most likely to appear). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AT: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  KW: 30,
  KZ: 20,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TR: 26,
  UA: 29,
};

export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/ /g, '');
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined ? iban.length !== expected : iban.length < 15 || iban.length > 34) return false;
  return ibanMod97Valid(iban);
}

const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export const PII_DETECTORS: TextDetector[] = [
  {
    rule: 'EXF-CARD-NUMBER',
    kind: 'card',
    category: 'pii',
    severity: 'critical',
    label: 'payment card number (Luhn-valid)',
    pattern: /(?<![\d.,-])\d(?:[ -]?\d){12,18}(?![\d-]|[.,]\d)/dg,
    refine: cardPrefix,
  },
  {
    rule: 'EXF-SSN',
    kind: 'ssn',
    category: 'pii',
    severity: 'critical',
    label: 'US social security number',
    pattern: /(?<![\d-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d-])/dg,
    validate: (m) => isValidSsn(m[1] ?? '', m[3] ?? '', m[4] ?? ''),
  },
  {
    rule: 'EXF-NINO',
    kind: 'nino',
    category: 'pii',
    severity: 'high',
    label: 'UK national insurance number',
    pattern: /(?<![A-Za-z0-9])([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z0-9])/dg,
    validate: (m) => !NINO_BAD_PREFIXES.has(m[1] ?? ''),
  },
  {
    rule: 'EXF-IBAN',
    kind: 'iban',
    category: 'pii',
    severity: 'high',
    label: 'IBAN (mod-97 valid)',
    pattern: /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/dg,
    validate: (m) => isValidIban(m[0]),
  },
];

export const EMAIL_PATTERN =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}[A-Za-z]{2,24}(?![A-Za-z0-9-])/dg;

/**
 * Phone numbers in the two unambiguous written forms: international (+ and 8–15 digits) and North American
 * (3-3-4 with separators). Bare digit runs are left alone: they are more often ids, amounts or timestamps.
 */
export const PHONE_PATTERNS: RegExp[] = [
  /(?<![\w+])\+\d{1,3}(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d){6,13}(?![\d])/dg,
  /(?<![\w-])(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\w-])/dg,
];

export const EMAIL_DETECTOR: TextDetector = {
  rule: 'EXF-PII-BULK-EMAIL',
  kind: 'email',
  category: 'pii',
  severity: 'high',
  label: 'email address',
  pattern: EMAIL_PATTERN,
};

export const PHONE_DETECTORS: TextDetector[] = PHONE_PATTERNS.map((pattern) => ({
  rule: 'EXF-PII-BULK-PHONE',
  kind: 'phone' as const,
  category: 'pii' as const,
  severity: 'high' as const,
  label: 'phone number',
  pattern,
  validate: (m: RegExpExecArray) => {
    const digits = m[0].replace(/\D/g, '');
    return digits.length >= 8 && digits.length <= 15;
  },
}));
