import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { digestHex } from './hash.ts';
import { SHORT_INPUT_MAX, sha256HexShort, sha256HexText } from './sha256.ts';

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

  it('hashes text as its UTF-8 bytes, written straight into the message buffer, up to SHORT_INPUT_MAX bytes', () => {
    const texts = ['', 'abc', '(x+1)^2 = x^2+2x+1', '{"a":[1,2]}'.repeat(40), 'x'.repeat(SHORT_INPUT_MAX), 'café', '\u0080', '∀x∈ℝ: x²≥0'];
    // A lone surrogate is hashed as U+FFFD, as TextEncoder (and so WebCrypto's input) writes it.
    texts.push('a\ud800b', 'é'.repeat(SHORT_INPUT_MAX / 2), `${'x'.repeat(SHORT_INPUT_MAX - 3)}€`);
    for (const text of texts) expect(sha256HexText(text), JSON.stringify(text.slice(0, 20))).toBe(hex(new TextEncoder().encode(text)));
    expect(sha256HexText('x'.repeat(SHORT_INPUT_MAX + 1))).toBeUndefined();
    // Fewer code units than the cap, more bytes: left to the caller (WebCrypto), as is a character that would not fit.
    expect(sha256HexText('é'.repeat(SHORT_INPUT_MAX / 2 + 1))).toBeUndefined();
    expect(sha256HexText(`${'x'.repeat(SHORT_INPUT_MAX - 2)}€`)).toBeUndefined();
  });
});

describe('hex through a native Uint8Array.prototype.toHex', () => {
  it('gives what the JavaScript hex loop gives', async () => {
    const proto = Uint8Array.prototype as { toHex?: () => string };
    const had = proto.toHex;
    let calls = 0;
    // Stands in for the runtime's toHex where Node lacks one (workerd and current browsers have it).
    proto.toHex ??= function (this: Uint8Array) {
      calls++;
      return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString('hex');
    };
    try {
      vi.resetModules();
      const native = await import('./sha256.ts');
      for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
        const text = 'é'.repeat(n % 7) + 'a'.repeat(n);
        expect(native.sha256HexText(text)).toBe(hex(new TextEncoder().encode(text)));
        expect(native.sha256HexShort(new TextEncoder().encode(text))).toBe(hex(new TextEncoder().encode(text)));
      }
      expect(calls).toBe(had === undefined ? 20 : 0);
    } finally {
      if (had === undefined) delete proto.toHex;
      vi.resetModules();
    }
  });
});
