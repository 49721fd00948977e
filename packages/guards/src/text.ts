/** Small text helpers shared by the guards: normalisation, entropy, checksums and masking. */

/** Zero-width characters, word joiner and BOM: invisible in every UI, so they can hide text or split a secret. */
export const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Bidirectional embeddings, overrides and isolates ("Trojan Source"): they reorder what a reviewer sees. */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Unicode tag characters (U+E0000–U+E007F): invisible ASCII look-alikes that models still read ("ASCII smuggling"). */
export const TAG_CHARACTERS = /[\u{E0000}-\u{E007F}]/gu;

export type HiddenUnicodeKind = 'zero_width' | 'bidi' | 'tag';

export function hiddenUnicodeKinds(text: string): HiddenUnicodeKind[] {
  const kinds: HiddenUnicodeKind[] = [];
  if (/[\u200B-\u200D\u2060\uFEFF]/.test(text)) kinds.push('zero_width');
  if (/[\u202A-\u202E\u2066-\u2069]/.test(text)) kinds.push('bidi');
  if (/[\u{E0000}-\u{E007F}]/u.test(text)) kinds.push('tag');
  return kinds;
}

/** Decodes tag characters to the ASCII they shadow, so smuggled instructions can be inspected like visible ones. */
export function decodeTagCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

/**
 * Canonical form for pattern matching: NFKC folds full-width and compatibility look-alikes to ASCII, and invisible
 * characters are removed, so "AKIA\u200B…" or full-width digits cannot split a pattern.
 */
export function normaliseForScan(text: string): string {
  return text.normalize('NFKC').replace(ZERO_WIDTH, '').replace(BIDI_CONTROLS, '').replace(TAG_CHARACTERS, '');
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  const n = [...text].length;
  for (const c of counts.values()) {
    const p = c / n;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Number of character classes among lower case, upper case, digits and symbols. */
export function characterClasses(text: string): number {
  return (/[a-z]/.test(text) ? 1 : 0) + (/[A-Z]/.test(text) ? 1 : 0) + (/[0-9]/.test(text) ? 1 : 0) + (/[^A-Za-z0-9]/.test(text) ? 1 : 0);
}

/** A value that looks machine-generated rather than a word, a placeholder or a variable reference. */
export function looksLikeSecretValue(value: string, minLength = 8): boolean {
  if (value.length < minLength) return false;
  if (isPlaceholder(value)) return false;
  return characterClasses(value) >= 2 && shannonEntropy(value) >= 3;
}

/** Template and environment references, redaction markers and documentation placeholders are not secrets. */
export function isPlaceholder(value: string): boolean {
  return (
    /^[<{[$%]/.test(value) ||
    /^(?:process\.env|os\.environ|env\.|getenv|config\.|settings\.|secrets\.)/i.test(value) ||
    /^(?:x+|\*+|\.+|-+|_+|#+)$/i.test(value) ||
    /^(?:your|my|example|sample|dummy|placeholder|changeme|redacted|none|null|undefined|true|false|string|password|secret|token|test)[-_]?/i.test(
      value,
    ) ||
    /\[REDACTED/i.test(value)
  );
}

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** ISO 13616 mod-97 check of an IBAN without spaces (letters become 10..35), computed piecewise to stay in range. */
export function ibanMod97Valid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

/** Masks a secret for messages: first four characters, an ellipsis and the length; never more of the value. */
export function maskSecret(value: string): string {
  const head = value.length > 8 ? value.slice(0, 4) : '';
  return `${head}… (${value.length} chars)`;
}

/** Share of bytes that are printable ASCII or common whitespace. */
export function printableRatio(bytes: Uint8Array): number {
  if (bytes.length === 0) return 1;
  let printable = 0;
  for (const b of bytes) if ((b >= 0x20 && b < 0x7f) || b === 0x09 || b === 0x0a || b === 0x0d) printable++;
  return printable / bytes.length;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes standard or URL-safe base64 (padding optional); null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (clean.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(clean)) return null;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let j = 0;
  for (const ch of clean) {
    buffer = (buffer << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (buffer >> bits) & 0xff;
    }
  }
  return out.subarray(0, j);
}

export function decodeHex(text: string): Uint8Array | null {
  if (text.length % 2 !== 0 || /[^0-9a-fA-F]/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToLatin1(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}
