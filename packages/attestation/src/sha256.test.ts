import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestHex } from './hash.ts';
import { SHORT_INPUT_MAX, sha256HexAscii, sha256HexShort } from './sha256.ts';

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256HexShort', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(sha256HexShort(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256HexShort(new Uint8Array(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256HexShort(new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with an independent SHA-256 at every length up to 300 bytes and around every block boundary to the cap', () => {
    let seed = 12345;
    const byte = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    };
    const lengths = [...Array.from({ length: 301 }, (_, i) => i)];
    for (let b = 320; b <= SHORT_INPUT_MAX; b += 64) lengths.push(b - 9, b - 8, b - 1, b, b + 1);
    for (const length of lengths.filter((n) => n <= SHORT_INPUT_MAX)) {
      const input = Uint8Array.from({ length }, byte);
      expect(sha256HexShort(input), `length ${length}`).toBe(hex(input));
    }
  });

  it('refuses input past its cap; digestHex hands such input to WebCrypto', async () => {
    const long = new Uint8Array(SHORT_INPUT_MAX + 1).fill(7);
    expect(() => sha256HexShort(long)).toThrow(RangeError);
    expect(await digestHex('SHA-256', long)).toBe(hex(long));
    const text = 'é'.repeat(SHORT_INPUT_MAX / 2 + 1); // fits by characters, not by UTF-8 bytes
    expect(await digestHex('SHA-256', text)).toBe(hex(new TextEncoder().encode(text)));
    expect(await digestHex('SHA-256', 'é'.repeat(10))).toBe(hex(new TextEncoder().encode('é'.repeat(10))));
  });

  it('hashes ASCII text straight from its character codes, and leaves other text to the caller', () => {
    for (const text of ['', 'abc', '(x+1)^2 = x^2+2x+1', '{"a":[1,2]}'.repeat(40), 'x'.repeat(SHORT_INPUT_MAX)]) {
      expect(sha256HexAscii(text)).toBe(hex(new TextEncoder().encode(text)));
    }
    expect(sha256HexAscii('café')).toBeUndefined();
    expect(sha256HexAscii('\u0080')).toBeUndefined();
    expect(sha256HexAscii('x'.repeat(SHORT_INPUT_MAX + 1))).toBeUndefined();
  });
});
