import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { palettePng } from '../test-images.ts';
import { decodeImage } from './index.ts';

const deflate = (raw: Uint8Array) => new Uint8Array(deflateSync(raw));

/** A deterministic pseudo-random sequence (xorshift), so a failure names a reproducible case. */
function random(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

describe('PNG palette indices (an index beyond the PLTE is an error, PNG 1.2 §4.1.2)', () => {
  it('decodes a palette image whose indices all name PLTE entries, whatever the row filters', () => {
    const indices = Array.from({ length: 12 * 5 }, (_, k) => (k * 7) % 4);
    const bytes = palettePng(12, indices, { depth: 8, entries: 4, filters: [0, 1, 2, 3, 4], deflate });
    expect(decodeImage('png', bytes)).toMatchObject({ status: 'decoded', width: 12, height: 5 });
  });

  it('refuses a palette image with one index past a 4-entry PLTE, with valid CRCs and zlib data', () => {
    const indices = Array.from({ length: 64 * 32 }, (_, k) => k % 4);
    indices[64 * 20 + 17] = 9;
    const bytes = palettePng(64, indices, { depth: 8, entries: 4, filters: [4, 1, 2], deflate });
    const outcome = decodeImage('png', bytes);
    expect(outcome.status).not.toBe('decoded');
    expect(JSON.stringify(outcome)).toMatch(/palette index 9, beyond its 4-entry PLTE/);
  });

  it('ignores the padding bits after the last pixel of a row at depths below 8', () => {
    // 3 pixels at depth 2 leave two padding bits per row; a full 4-entry palette is never checked, so use 3 entries.
    const bytes = palettePng(3, [0, 1, 2, 2, 1, 0], { depth: 2, entries: 3, filters: [0], deflate });
    expect(decodeImage('png', bytes).status).toBe('decoded');
  });

  it('agrees with the indices written, over random images, depths and filters', () => {
    const next = random(20261127);
    for (let n = 0; n < 300; n++) {
      const depth = ([1, 2, 4, 8] as const)[next(4)] as 1 | 2 | 4 | 8;
      const entries = 1 + next(Math.min(255, (1 << depth) - 1));
      const width = 1 + next(20);
      const height = 1 + next(6);
      const outOfRange = next(2) === 1;
      const indices = Array.from({ length: width * height }, () => next(entries));
      if (outOfRange) indices[next(indices.length)] = entries + next((1 << depth) - entries);
      const filters = Array.from({ length: height }, () => next(5));
      const outcome = decodeImage('png', palettePng(width, indices, { depth, entries, filters, deflate }));
      expect(outcome.status === 'decoded', `case ${n}: depth ${depth}, ${entries} entries, ${width}x${height}`).toBe(!outOfRange);
    }
  });
});
