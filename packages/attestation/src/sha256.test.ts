import { createHash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from './encoding.ts';
import { digestHexIfSmall } from './hash.ts';
import { SMALL_SHA256_MAX_BYTES, sha256HexBytes, sha256HexText } from './sha256.ts';

const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Deterministic bytes (xorshift), so a failure reproduces. */
function bytesOf(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed | 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
  }
  return out;
}

describe('small-input SHA-256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256HexText('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256HexText('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256HexText('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto and @noble/hashes at every length across the block and padding boundaries', () => {
    for (let n = 0; n <= 300; n++) {
      const bytes = bytesOf(n, n + 1);
      const want = reference(bytes);
      expect(sha256HexBytes(bytes)).toBe(want);
      expect(bytesToHex(sha256(bytes))).toBe(want);
      const ascii = String.fromCharCode(...bytes.map((b) => b & 0x7f));
      expect(sha256HexText(ascii)).toBe(reference(Buffer.from(ascii, 'latin1')));
    }
  });

  it('agrees on longer inputs up to the limit, and interleaved calls do not disturb each other', () => {
    for (const n of [511, 512, 1000, 2047, 4031, 4032, 4095, SMALL_SHA256_MAX_BYTES]) {
      const a = bytesOf(n, 7 * n);
      const b = bytesOf(n >> 1, 11 * n);
      const ha = sha256HexBytes(a);
      expect(sha256HexBytes(b)).toBe(reference(b));
      expect(ha).toBe(reference(a));
      expect(sha256HexBytes(a)).toBe(ha);
    }
  });

  it('declines what it does not cover, and digestHexIfSmall still answers correctly for it', () => {
    expect(sha256HexBytes(new Uint8Array(SMALL_SHA256_MAX_BYTES + 1))).toBeNull();
    expect(sha256HexText('x'.repeat(SMALL_SHA256_MAX_BYTES + 1))).toBeNull();
    expect(sha256HexText('é'.repeat(SMALL_SHA256_MAX_BYTES / 2 + 1))).toBeNull(); // fits in UTF-16 units, not in bytes
    expect(sha256HexText('é ✓ 𝔸')).toBe(reference(Buffer.from('é ✓ 𝔸', 'utf8')));
    expect(digestHexIfSmall('SHA-256', 'é ✓ 𝔸')).toBe(reference(Buffer.from('é ✓ 𝔸', 'utf8')));
    expect(digestHexIfSmall('SHA-256', 'abc')).toBe(reference(Buffer.from('abc')));
  });
});
