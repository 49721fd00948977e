import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256HexSync } from './sha256.ts';

const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256HexSync', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256HexSync(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256HexSync(new Uint8Array(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256HexSync(new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto on every length from 0 to 300 bytes (all padding cases) and on larger inputs', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = randomBytes(length);
      expect(sha256HexSync(bytes), `length ${length}`).toBe(reference(bytes));
    }
    for (const length of [1000, 4095, 4096, 65_537]) {
      const bytes = randomBytes(length);
      expect(sha256HexSync(bytes), `length ${length}`).toBe(reference(bytes));
    }
  });

  it('reads a subarray in place, not its underlying buffer', () => {
    const buffer = randomBytes(200);
    const view = buffer.subarray(17, 150);
    expect(sha256HexSync(view)).toBe(reference(view));
  });

  it('has no state left over between calls', () => {
    const a = randomBytes(100);
    const first = sha256HexSync(a);
    sha256HexSync(randomBytes(57));
    expect(sha256HexSync(a)).toBe(first);
  });
});
