/**
 * P-256 signature encodings. JWS ES256 signatures are the raw 64-byte r||s (RFC 7518 §3.4); tools such as OpenSSL
 * speak DER. Only raw low-S signatures are accepted by the verifier; the converters exist for interop and tests.
 */

/** Order of the P-256 base point. */
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_N = N >> 1n;

function toBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

function toBytes32(n: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(n & 255n);
    n >>= 8n;
  }
  return out;
}

/** Big-endian comparison of the 32-byte scalar at `a[offset]` with `b`: negative, zero or positive like a comparator. */
function compare32(a: Uint8Array, offset: number, b: Uint8Array): number {
  for (let i = 0; i < 32; i++) {
    const d = (a[offset + i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether the 32 bytes at `offset` are all zero. */
function isZero32(bytes: Uint8Array, offset: number): boolean {
  for (let i = 0; i < 32; i++) if (bytes[offset + i] !== 0) return false;
  return true;
}

const N_BYTES = toBytes32(N);
const HALF_N_BYTES = toBytes32(HALF_N);

/**
 * True when `sig` is exactly 64 bytes with 1 <= r < n and 1 <= s <= n/2 (low-S). ECDSA signatures are malleable:
 * (r, n - s) is just as valid as (r, s), so without this rule every token has a second spelling with the same meaning.
 * Accepting exactly one of the two keeps tokens (and their hashes, used in chains) unique; our issuer signs low-S.
 */
export function isWellFormedP256Signature(sig: Uint8Array): boolean {
  if (sig.length !== 64) return false;
  return !isZero32(sig, 0) && compare32(sig, 0, N_BYTES) < 0 && !isZero32(sig, 32) && compare32(sig, 32, HALF_N_BYTES) <= 0;
}

/** Whether s > n/2: the high-S twin that verifiers refuse (and `normalizeLowS` rewrites). */
export function isHighS(sig: Uint8Array): boolean {
  return sig.length === 64 && compare32(sig, 32, HALF_N_BYTES) > 0;
}

/**
 * Rewrites s to n - s when s > n/2, so that every signature this library issues is in the canonical low-S form.
 * WebCrypto (and jose, which signs through it) returns either form at random; neither offers a low-S option.
 */
export function normalizeLowS(sig: Uint8Array): Uint8Array {
  if (!isHighS(sig)) return sig;
  const out = new Uint8Array(64);
  out.set(sig.subarray(0, 32), 0);
  // n - s, byte by byte with borrow (BigInt conversions would cost more than the rest of the rewrite).
  let borrow = 0;
  for (let i = 31; i >= 0; i--) {
    const d = (N_BYTES[i] ?? 0) - (sig[32 + i] ?? 0) - borrow;
    borrow = d < 0 ? 1 : 0;
    out[32 + i] = d & 255;
  }
  return out;
}

/** n - s: the other valid signature for the same message (used to test the high-S decision). */
export function flipS(sig: Uint8Array): Uint8Array {
  const out = new Uint8Array(64);
  out.set(sig.subarray(0, 32), 0);
  out.set(toBytes32(N - toBigInt(sig.subarray(32))), 32);
  return out;
}

function derInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  const pad = ((trimmed[0] ?? 0) & 0x80) !== 0 ? 1 : 0;
  const out = new Uint8Array(2 + pad + trimmed.length);
  out[0] = 0x02;
  out[1] = pad + trimmed.length;
  out.set(trimmed, 2 + pad);
  return out;
}

/** Raw r||s → DER `SEQUENCE { INTEGER r, INTEGER s }`. */
export function rawToDer(sig: Uint8Array): Uint8Array {
  if (sig.length !== 64) throw new RangeError('raw P-256 signature must be 64 bytes');
  const r = derInteger(sig.subarray(0, 32));
  const s = derInteger(sig.subarray(32));
  const out = new Uint8Array(2 + r.length + s.length);
  out[0] = 0x30;
  out[1] = r.length + s.length;
  out.set(r, 2);
  out.set(s, 2 + r.length);
  return out;
}

/** DER → raw r||s, or null when the input is not a short-form DER P-256 signature. */
export function derToRaw(der: Uint8Array): Uint8Array | null {
  if (der.length < 8 || der[0] !== 0x30 || der[1] !== der.length - 2) return null;
  const out = new Uint8Array(64);
  let offset = 2;
  for (let part = 0; part < 2; part++) {
    if (der[offset] !== 0x02) return null;
    const len = der[offset + 1] ?? 0;
    let value = der.subarray(offset + 2, offset + 2 + len);
    if (value.length !== len || len === 0) return null;
    while (value.length > 1 && value[0] === 0) value = value.subarray(1);
    if (value.length > 32) return null;
    out.set(value, part * 32 + (32 - value.length));
    offset += 2 + len;
  }
  return offset === der.length ? out : null;
}
