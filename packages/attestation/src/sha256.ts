/**
 * SHA-256 (FIPS 180-4 §6.2) in JavaScript, for the short inputs an attestation hashes (a query, a proof's canonical JSON):
 * there the runtime's `crypto.subtle.digest` costs more in the call and its promise (about 5 µs each in workerd) than
 * the hashing itself, and signing makes two such calls. Longer inputs go to WebCrypto (`hash.ts` decides by length).
 * Checked against WebCrypto on random inputs of every length around the block boundaries (sha256.test.ts).
 */

import { HEX } from './encoding.ts';

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** Inputs up to this many bytes are hashed here; the padded message fits the scratch buffer below. */
export const SHORT_INPUT_MAX = 4096;

// Scratch state reused across calls: the function is synchronous, so no two calls interleave.
const BLOCKS = new Uint8Array(SHORT_INPUT_MAX + 128);
const W = new Int32Array(64);
const H = new Int32Array(8);
const DIGEST = new Uint8Array(32);

/** `Uint8Array.prototype.toHex` (TC39 "Uint8Array to/from base64"), where the runtime has it (workerd, current browsers). */
const nativeToHex = (Uint8Array.prototype as { toHex?: (this: Uint8Array) => string }).toHex;

function compress(offset: number): void {
  const b = BLOCKS;
  const w = W;
  let a = H[0] as number;
  let bb = H[1] as number;
  let c = H[2] as number;
  let d = H[3] as number;
  let e = H[4] as number;
  let f = H[5] as number;
  let g = H[6] as number;
  let h = H[7] as number;
  for (let t = 0; t < 64; t++) {
    // The message schedule is computed as the rounds need it (§6.2.2 step 1), in the same pass.
    let wt: number;
    if (t < 16) {
      const i = offset + 4 * t;
      wt = ((b[i] as number) << 24) | ((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number);
    } else {
      const w15 = w[t - 15] as number;
      const w2 = w[t - 2] as number;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      wt = ((w[t - 16] as number) + s0 + (w[t - 7] as number) + s1) | 0;
    }
    w[t] = wt;
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + (K[t] as number) + wt) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & bb) ^ (a & c) ^ (bb & c);
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = bb;
    bb = a;
    a = (t1 + ((S0 + maj) | 0)) | 0;
  }
  H[0] = ((H[0] as number) + a) | 0;
  H[1] = ((H[1] as number) + bb) | 0;
  H[2] = ((H[2] as number) + c) | 0;
  H[3] = ((H[3] as number) + d) | 0;
  H[4] = ((H[4] as number) + e) | 0;
  H[5] = ((H[5] as number) + f) | 0;
  H[6] = ((H[6] as number) + g) | 0;
  H[7] = ((H[7] as number) + h) | 0;
}

/** SHA-256 of at most SHORT_INPUT_MAX bytes, as 64 lowercase hex digits. Throws RangeError for longer input. */
export function sha256HexShort(message: Uint8Array): string {
  const length = message.length;
  if (length > SHORT_INPUT_MAX) throw new RangeError('sha256HexShort: input longer than SHORT_INPUT_MAX');
  BLOCKS.set(message, 0);
  return digestBlocks(length);
}

const encoder = new TextEncoder();
/** The message part of BLOCKS, for the runtime's encoder to write a text's UTF-8 into (room for the padding stays). */
const MESSAGE = BLOCKS.subarray(0, SHORT_INPUT_MAX);

/**
 * SHA-256 of the UTF-8 bytes of a string (as TextEncoder writes them: a lone surrogate as U+FFFD), or undefined when
 * they are longer than SHORT_INPUT_MAX: the caller then hashes with WebCrypto. The runtime's encodeInto writes the text
 * straight into the message buffer, one native call with no intermediate array; a character loop in JavaScript, or
 * an encoding into another buffer and a copy, cost more per character (measured in workerd).
 */
export function sha256HexText(text: string): string | undefined {
  // Three bytes at most per UTF-16 code unit: a longer text may still fit, which encodeInto then decides.
  if (text.length > SHORT_INPUT_MAX) return undefined;
  const { read, written } = encoder.encodeInto(text, MESSAGE);
  return read === text.length ? digestBlocks(written) : undefined;
}

/** Pads the `length` message bytes at the start of BLOCKS (§5.1.1) and hashes them. */
function digestBlocks(length: number): string {
  // A 1 bit, zeros, and the bit length as a 64-bit big-endian integer, to a multiple of 64 bytes.
  const padded = (((length + 8) >> 6) + 1) << 6;
  BLOCKS.fill(0, length, padded);
  BLOCKS[length] = 0x80;
  const bits = length * 8;
  BLOCKS[padded - 4] = bits >>> 24;
  BLOCKS[padded - 3] = (bits >>> 16) & 255;
  BLOCKS[padded - 2] = (bits >>> 8) & 255;
  BLOCKS[padded - 1] = bits & 255;
  H.set(INITIAL);
  for (let offset = 0; offset < padded; offset += 64) compress(offset);
  if (nativeToHex) {
    // The digest's bytes, big-endian, then one native call and one string: the loop below builds some thirty small
    // strings per digest, which the allocator and the collector pay for.
    for (let i = 0; i < 8; i++) {
      const word = H[i] as number;
      DIGEST[4 * i] = word >>> 24;
      DIGEST[4 * i + 1] = word >>> 16;
      DIGEST[4 * i + 2] = word >>> 8;
      DIGEST[4 * i + 3] = word;
    }
    return nativeToHex.call(DIGEST);
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    const word = H[i] as number;
    out += (HEX[word >>> 24] as string) + HEX[(word >>> 16) & 255] + HEX[(word >>> 8) & 255] + HEX[word & 255];
  }
  return out;
}
