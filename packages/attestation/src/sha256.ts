/**
 * SHA-256 (FIPS 180-4) for the short inputs an attestation hashes as it is signed: the verified text and the canonical
 * JSON of the proof. Signing hashes two or three of them per token, and on that path a general-purpose hasher object or
 * a WebCrypto promise costs more than the hashing itself (measured in workerd: ~3 µs per short digest either way, next
 * to ~20 µs for the P-256 signature). This one reuses one message schedule, reads the input in place and writes the hex
 * straight from the state words. Checked against node:crypto on every length up to several blocks (sha256.test.ts).
 */

/** First 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** First 32 bits of the fractional parts of the square roots of the first 8 primes. */
const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

// Module-level scratch: the function never yields, so no two calls can interleave in one isolate.
const W = new Int32Array(64);
const STATE = new Int32Array(8);
const TAIL = new Uint8Array(128);

function compress(bytes: Uint8Array, offset: number): void {
  for (let t = 0; t < 16; t++) {
    const i = offset + 4 * t;
    W[t] = ((bytes[i] as number) << 24) | ((bytes[i + 1] as number) << 16) | ((bytes[i + 2] as number) << 8) | (bytes[i + 3] as number);
  }
  for (let t = 16; t < 64; t++) {
    const w15 = W[t - 15] as number;
    const w2 = W[t - 2] as number;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[t] = ((W[t - 16] as number) + s0 + (W[t - 7] as number) + s1) | 0;
  }
  let a = STATE[0] as number;
  let b = STATE[1] as number;
  let c = STATE[2] as number;
  let d = STATE[3] as number;
  let e = STATE[4] as number;
  let f = STATE[5] as number;
  let g = STATE[6] as number;
  let h = STATE[7] as number;
  for (let t = 0; t < 64; t++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + (K[t] as number) + (W[t] as number)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  STATE[0] = ((STATE[0] as number) + a) | 0;
  STATE[1] = ((STATE[1] as number) + b) | 0;
  STATE[2] = ((STATE[2] as number) + c) | 0;
  STATE[3] = ((STATE[3] as number) + d) | 0;
  STATE[4] = ((STATE[4] as number) + e) | 0;
  STATE[5] = ((STATE[5] as number) + f) | 0;
  STATE[6] = ((STATE[6] as number) + g) | 0;
  STATE[7] = ((STATE[7] as number) + h) | 0;
}

/** Two lowercase hex digits per byte value. */
const HEX_PAIRS = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** The state words as 64 lowercase hex digits, from a byte table (no number-to-string conversion per word). */
function stateHex(): string {
  let hex = '';
  for (let i = 0; i < 8; i++) {
    const w = STATE[i] as number;
    hex +=
      (HEX_PAIRS[(w >>> 24) & 255] as string) +
      (HEX_PAIRS[(w >>> 16) & 255] as string) +
      (HEX_PAIRS[(w >>> 8) & 255] as string) +
      (HEX_PAIRS[w & 255] as string);
  }
  return hex;
}

/** SHA-256 of `bytes` as 64 lowercase hex digits. Synchronous; meant for inputs of a few KB at most. */
export function sha256HexSync(bytes: Uint8Array): string {
  return sha256HexOf(bytes, bytes.length);
}

/** SHA-256 of the first `length` bytes of `bytes`: callers hashing from a scratch buffer need not make a view of it. */
export function sha256HexOf(bytes: Uint8Array, length: number): string {
  STATE.set(INITIAL);
  const full = length - (length % 64);
  for (let offset = 0; offset < full; offset += 64) compress(bytes, offset);
  // Padding: 0x80, zeros, then the bit length as a 64-bit big-endian integer, in one or two final blocks.
  const rest = length - full;
  const tailLength = rest < 56 ? 64 : 128;
  TAIL.fill(0, 0, tailLength);
  for (let i = 0; i < rest; i++) TAIL[i] = bytes[full + i] as number;
  TAIL[rest] = 0x80;
  const bits = length * 8;
  const high = Math.floor(bits / 0x100000000);
  const low = bits >>> 0;
  TAIL[tailLength - 8] = high >>> 24;
  TAIL[tailLength - 7] = high >>> 16;
  TAIL[tailLength - 6] = high >>> 8;
  TAIL[tailLength - 5] = high;
  TAIL[tailLength - 4] = low >>> 24;
  TAIL[tailLength - 3] = low >>> 16;
  TAIL[tailLength - 2] = low >>> 8;
  TAIL[tailLength - 1] = low;
  compress(TAIL, 0);
  if (tailLength === 128) compress(TAIL, 64);
  return stateHex();
}
