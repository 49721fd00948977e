import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256HexOf } from './sha256.ts';

const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256HexOf', () => {
  it('agrees with node:crypto at every length around the block and padding boundaries, in any order', () => {
    const lengths = Array.from({ length: 300 }, (_, i) => i);
    // Longest first and then shuffled: the reused final-block buffer must not carry bytes from an earlier input.
    lengths.sort((a, b) => ((a * 7919) % 300) - ((b * 7919) % 300));
    for (const n of [1000, ...lengths]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n * 17) & 255);
      expect(sha256HexOf(bytes), `length ${n}`).toBe(reference(bytes));
    }
  });

  it('hashes a prefix of a larger buffer and writes the given prefix first', () => {
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => i);
    expect(sha256HexOf(bytes, 119)).toBe(reference(bytes.subarray(0, 119)));
    expect(sha256HexOf(bytes, 64, 'sha256:')).toBe(`sha256:${reference(bytes.subarray(0, 64))}`);
  });
});
