/**
 * SHA-256 (FIPS 180-4) for short inputs, computed synchronously into lowercase hex without allocating: the message is
 * copied into one reused buffer, padded there, and compressed with preallocated words. Signing hashes two or three short
 * strings per attestation; a general-purpose hasher object (state, buffers, views) per call cost several times the
 * compression itself, and a WebCrypto digest costs a promise and a call into the runtime. Checked against WebCrypto and
 * @noble/hashes over every length from 0 to 300 bytes and random longer inputs (sha256.test.ts).
 */

/** Largest input hashed here; longer inputs go to the streaming or native digest. */
export const SMALL_SHA256_MAX_BYTES = 4096;

// First 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 §4.2.2).
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const W = new Int32Array(64);
/** The message plus its padding (a 0x80 byte, zeros, the 64-bit bit length): at most 72 bytes more than the input. */
const BLOCKS = new Uint8Array(SMALL_SHA256_MAX_BYTES + 72);
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Pads the `length` message bytes already in BLOCKS and hashes them; returns the hex digest. */
function digestBlocks(length: number): string {
  const b = BLOCKS;
  const w = W;
  const k = K;
  const padded = (length + 72) & ~63; // room for 0x80 and the 8-byte length, rounded up to whole 64-byte blocks
  b[length] = 0x80;
  b.fill(0, length + 1, padded - 4);
  // Inputs here are under 2^29 bytes, so the high 32 bits of the bit length are zero (filled just above).
  const bits = length * 8;
  b[padded - 4] = bits >>> 24;
  b[padded - 3] = (bits >>> 16) & 255;
  b[padded - 2] = (bits >>> 8) & 255;
  b[padded - 1] = bits & 255;
  // Initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes (§5.3.3).
  // The state lives in locals between blocks (not in an array), so the rounds touch memory only for W and K.
  let h0 = 0x6a09e667;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab;
  let h7 = 0x5be0cd19;
  for (let off = 0; off < padded; off += 64) {
    for (let t = 0; t < 16; t++) {
      const i = off + 4 * t;
      w[t] = ((b[i] as number) << 24) | ((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number);
    }
    for (let t = 16; t < 64; t++) {
      const w15 = w[t - 15] as number;
      const w2 = w[t - 2] as number;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      w[t] = ((w[t - 16] as number) + s0 + (w[t - 7] as number) + s1) | 0;
    }
    let a = h0;
    let bb = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + (k[t] as number) + (w[t] as number)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & bb) ^ (a & c) ^ (bb & c);
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = bb;
      bb = a;
      a = (t1 + S0 + maj) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + bb) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return hex8(h0) + hex8(h1) + hex8(h2) + hex8(h3) + hex8(h4) + hex8(h5) + hex8(h6) + hex8(h7);
}

/** A 32-bit word as 8 lowercase hex digits. */
function hex8(v: number): string {
  return (HEX[v >>> 24] as string) + (HEX[(v >>> 16) & 255] as string) + (HEX[(v >>> 8) & 255] as string) + (HEX[v & 255] as string);
}

const encoder = new TextEncoder();
/** The part of BLOCKS a message may fill, as one view made once. */
const MESSAGE = BLOCKS.subarray(0, SMALL_SHA256_MAX_BYTES);

/** SHA-256 hex of a string's UTF-8 bytes; null when those are longer than the limit. */
export function sha256HexText(text: string): string | null {
  const n = text.length;
  if (n > SMALL_SHA256_MAX_BYTES) return null;
  if (n <= SHORT_TEXT) {
    // Short ASCII text (a query, a subject, a proof's JSON) is copied code unit by code unit: cheaper than a call into
    // the runtime's encoder at this length. ASCII is its own UTF-8; anything else goes to the encoder below.
    let i = 0;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c > 0x7f) break;
      BLOCKS[i] = c;
    }
    if (i === n) return digestBlocks(n);
  }
  // The runtime's encoder writes the bytes in place: for longer text a copying loop in JavaScript costs more in workerd.
  const { read, written } = encoder.encodeInto(text, MESSAGE);
  return read === n ? digestBlocks(written) : null;
}

/** Up to this many code units, text is copied by the loop in sha256HexText rather than by the runtime's encoder. */
const SHORT_TEXT = 256;

/** SHA-256 hex of bytes; null when they are longer than the limit. */
export function sha256HexBytes(bytes: Uint8Array): string | null {
  if (bytes.length > SMALL_SHA256_MAX_BYTES) return null;
  BLOCKS.set(bytes);
  return digestBlocks(bytes.length);
}
