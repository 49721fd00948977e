/** Strict base64url (RFC 4648 §5, no padding, canonical trailing bits), UTF-8 and hex helpers on plain Uint8Array. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/**
 * Every pair of base64url digits, indexed by the 12 bits they encode: three bytes become two table reads. Built on the
 * first encoding rather than at module load, so isolates that never sign do not pay for it.
 */
let pairTable: string[] | undefined;
function pairs(): string[] {
  pairTable ??= Array.from({ length: 4096 }, (_, n) => ALPHABET.charAt(n >> 6) + ALPHABET.charAt(n & 63));
  return pairTable;
}

function encodeTail(table: string[], n: number, rest: number): string {
  // n holds the last one or two bytes in its top 16 bits; unpadded output keeps 2 or 3 digits.
  const pair = table[n >> 12] as string;
  return rest === 1 ? pair : pair + ALPHABET.charAt((n >> 6) & 63);
}

/** `Uint8Array.prototype.toBase64` (TC39 "Uint8Array to/from base64"), where the runtime has it. */
type NativeToBase64 = (this: Uint8Array, options: { alphabet: 'base64url'; omitPadding: boolean }) => string;
const nativeToBase64 = (Uint8Array.prototype as { toBase64?: NativeToBase64 }).toBase64;

export function base64urlEncode(bytes: Uint8Array): string {
  // The runtime's encoder, where there is one (workerd, current browsers): one native call and one string, where the
  // loop below builds two small strings per three bytes (some forty for a signature); in workerd the native call costs
  // less for a 64-byte signature too (measured).
  if (nativeToBase64) return nativeToBase64.call(bytes, BASE64URL_OPTIONS);
  const table = pairs();
  let out = '';
  const length = bytes.length;
  let i = 0;
  for (; i + 2 < length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += (table[n >> 12] as string) + (table[n & 4095] as string);
  }
  const rest = length - i;
  if (rest === 1) out += encodeTail(table, (bytes[i] as number) << 16, 1);
  else if (rest === 2) out += encodeTail(table, ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8), 2);
  return out;
}

export const ASCII_RE = /^[\x00-\x7f]*$/;
const BASE64URL_OPTIONS = Object.freeze({ alphabet: 'base64url', omitPadding: true } as const);
const TEXT_SCRATCH = new Uint8Array(8192);

/**
 * base64url of the UTF-8 bytes of `text`. JSON of ASCII text (the usual header and payload) goes through the native
 * btoa, faster than any loop in JavaScript (measured in workerd); other text is encoded to UTF-8 first.
 */
export function base64urlEncodeText(text: string): string {
  if (nativeToBase64) {
    // UTF-8 into a reused buffer, then the native encoder: no ASCII scan and no intermediate strings. Nothing awaits
    // between the two calls.
    const bytes = text.length <= TEXT_SCRATCH.length ? utf8Into(text, TEXT_SCRATCH) : null;
    return nativeToBase64.call(bytes ?? utf8(text), BASE64URL_OPTIONS);
  }
  if (typeof btoa === 'function' && ASCII_RE.test(text)) {
    const base64 = btoa(text);
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    return base64
      .slice(0, base64.length - padding)
      .replaceAll('+', '-')
      .replaceAll('/', '_');
  }
  return base64urlEncode(utf8(text));
}

/**
 * Decodes base64url, or returns null for anything that is not the one canonical encoding of some byte string:
 * padding, characters outside the URL-safe alphabet, an impossible length, or non-zero unused trailing bits.
 * Rejecting non-canonical forms keeps a token from having several spellings with the same meaning.
 */
export function base64urlDecode(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  return decodeInto(text, out) < 0 ? null : out;
}

/**
 * base64url decoded to a "binary string" (one character per byte, 0–255), or null when the text is not the canonical
 * encoding of some bytes (the rules of base64urlDecode), decoded by the native atob. atob alone is lenient: it takes
 * `+` and `/`, skips ASCII whitespace and `=` padding, and ignores the unused trailing bits. So `+` and `/` are refused
 * before it (after the mapping from `-` and `_` they could not be told apart), the trailing bits are checked here, and
 * its answer must have exactly the length the text's length gives: a skipped character makes it shorter. Any other
 * character makes atob throw. Two substring searches and a length comparison cost less than an alphabet regex over
 * the whole segment (measured in workerd).
 */
export function base64urlDecodeBinary(text: string): string | null {
  const rest = text.length % 4;
  if (rest === 1) return null;
  if (typeof atob !== 'function') {
    const bytes = base64urlDecode(text);
    return bytes && String.fromCharCode(...bytes);
  }
  if (rest !== 0) {
    const last = LOOKUP[text.charCodeAt(text.length - 1)] as number;
    if ((last & (rest === 2 ? 15 : 3)) !== 0) return null;
  }
  if (text.includes('+') || text.includes('/')) return null;
  let binary: string;
  try {
    binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  return binary.length === Math.floor((text.length * 3) / 4) ? binary : null;
}

/**
 * base64url decoded into `target`, which it must fill exactly, under the rules of base64urlDecode: `target`, or null.
 * For callers that reuse one buffer for values of a fixed size.
 */
export function base64urlDecodeInto(text: string, target: Uint8Array): Uint8Array | null {
  if (text.length % 4 === 1 || Math.floor((text.length * 3) / 4) !== target.length) return null;
  return decodeInto(text, target) === target.length ? target : null;
}

/** The decoding loop: the number of bytes written, or -1. `out` has room for floor(3 × length / 4) bytes. */
function decodeInto(text: string, out: Uint8Array): number {
  const len = text.length;
  const lookup = LOOKUP;
  let o = 0;
  let i = 0;
  // Code units of 128 or more lie outside the table and are refused before the lookup; the rest map to 0–63 or -1.
  for (; i + 3 < len; i += 4) {
    const c0 = text.charCodeAt(i);
    const c1 = text.charCodeAt(i + 1);
    const c2 = text.charCodeAt(i + 2);
    const c3 = text.charCodeAt(i + 3);
    if ((c0 | c1 | c2 | c3) > 127) return -1;
    const a = lookup[c0] as number;
    const b = lookup[c1] as number;
    const c = lookup[c2] as number;
    const d = lookup[c3] as number;
    if ((a | b | c | d) < 0) return -1;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = n >> 16;
    out[o++] = (n >> 8) & 255;
    out[o++] = n & 255;
  }
  const rest = len - i;
  if (rest === 0) return o;
  const c0 = text.charCodeAt(i);
  const c1 = text.charCodeAt(i + 1);
  const c2 = rest === 3 ? text.charCodeAt(i + 2) : 65;
  if ((c0 | c1 | c2) > 127) return -1;
  const a = lookup[c0] as number;
  const b = lookup[c1] as number;
  const c = lookup[c2] as number;
  if ((a | b | c) < 0) return -1;
  if (rest === 2) {
    if ((b & 15) !== 0) return -1;
    out[o++] = (a << 2) | (b >> 4);
  } else {
    if ((c & 3) !== 0) return -1;
    out[o++] = (a << 2) | (b >> 4);
    out[o++] = ((b & 15) << 4) | (c >> 2);
  }
  return o;
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** UTF-8 of `text` written into `target`: the bytes written, or null when they do not all fit. */
export function utf8Into(text: string, target: Uint8Array): Uint8Array | null {
  // The runtime's encodeInto, not a copying loop: in workerd it costs a fraction of a loop over a signing input's
  // ~800 characters (measured there; the loop was the faster of the two only in Node).
  const { read, written } = encoder.encodeInto(text, target);
  return read === text.length ? target.subarray(0, written) : null;
}

/** Decodes UTF-8, or returns null for malformed byte sequences (never substitutes U+FFFD). */
export function utf8DecodeStrict(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Two lowercase hex digits for every byte value. */
export const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b] ?? '';
  return out;
}

/**
 * A string as JSON.stringify writes it. Short strings with nothing to escape (no quote, backslash, control character or
 * surrogate, so also no lone surrogate) are written as they are between quotes: the usual keys and values of a proof
 * and of the claims, for which a JSON.stringify call each costs more than the rest of the serialisation. Anything else
 * goes to JSON.stringify.
 */
export function jsonString(text: string): string {
  const n = text.length;
  if (n > 64) return JSON.stringify(text);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(text);
  }
  return `"${text}"`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
