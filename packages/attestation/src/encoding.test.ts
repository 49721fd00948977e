import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { derToRaw, isHighS, isWellFormedP256Signature, normalizeLowS, rawToDer } from './ecdsa.ts';
import { base64urlDecode, base64urlDecodeBinary, base64urlEncode, base64urlEncodeText, jsonString, utf8DecodeStrict } from './encoding.ts';
import { canonicalJson, isPrefixedHash, prefixedHash, sha256Hex, sha384Hex } from './hash.ts';

describe('base64url', () => {
  it('matches Node for every length 0..64', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = randomBytes(n);
      const text = base64urlEncode(bytes);
      expect(text).toBe(bytes.toString('base64url'));
      expect(Buffer.from(base64urlDecode(text)!)).toEqual(bytes);
    }
  });

  it('encodes text as its UTF-8 bytes, ASCII or not, at every length 0..64', () => {
    const alphabets = ['abcXYZ019{}":,', 'aé€😀\u0000\u007f\u0080'];
    for (const alphabet of alphabets) {
      for (let n = 0; n <= 64; n++) {
        const text = Array.from({ length: n }, (_, i) => [...alphabet][(i * 7 + n) % [...alphabet].length]).join('');
        expect(base64urlEncodeText(text), JSON.stringify(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
      }
    }
  });

  it.each(['AA==', 'A', 'AB', 'AAA+', 'AA/A', 'AA A', 'é', 'AAB', 'AAé', 'AAAé', 'AĀAA', 'AAAA\u0141A', 'AAAAAB'])('refuses %j', (text) => {
    expect(base64urlDecode(text)).toBeNull();
    expect(base64urlDecodeBinary(text)).toBeNull();
  });

  it('decodes to a binary string exactly as base64urlDecode decodes to bytes, with atob or without it', () => {
    for (let n = 0; n <= 96; n++) {
      const bytes = randomBytes(n);
      const text = bytes.toString('base64url');
      expect(base64urlDecodeBinary(text)).toBe(bytes.toString('latin1'));
    }
    const saved = globalThis.atob;
    try {
      // @ts-expect-error: a runtime without atob
      globalThis.atob = undefined;
      const bytes = randomBytes(40);
      expect(base64urlDecodeBinary(bytes.toString('base64url'))).toBe(bytes.toString('latin1'));
      expect(base64urlDecodeBinary('AAB')).toBeNull();
    } finally {
      globalThis.atob = saved;
    }
  });

  it('refuses invalid UTF-8', () => {
    expect(utf8DecodeStrict(new Uint8Array([0xc3, 0x28]))).toBeNull();
  });
});

describe('hashes', () => {
  it('agree with node:crypto', async () => {
    expect(await sha256Hex('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(await sha384Hex('abc')).toBe(createHash('sha384').update('abc').digest('hex'));
    expect(await prefixedHash('abc')).toBe(`sha256:${createHash('sha256').update('abc').digest('hex')}`);
    expect(isPrefixedHash(await prefixedHash('abc', 'SHA-384'))).toBe(true);
    expect(isPrefixedHash('sha256:abc')).toBe(false);
  });

  it('canonicalJson matches a straightforward reference on random nested values (keys in UTF-16 code-unit order)', () => {
    const reference = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map((v) => reference(v === undefined ? null : v)).join(',')}]`;
      if (value !== null && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        const keys = Object.keys(o)
          .filter((k) => o[k] !== undefined)
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(o[k])}`).join(',')}}`;
      }
      return JSON.stringify(value);
    };
    const keys = ['a', 'B', 'é', 'z', '😀', 'ｚ', '\uffff', '10', '9', '', '\u0000'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const make = (depth: number): unknown => {
      const r = next();
      if (depth > 3 || r < 0.3) return [null, true, 1.5, -0, 'x"y', undefined][Math.floor(next() * 6)];
      if (r < 0.6) return Array.from({ length: Math.floor(next() * 4) }, () => make(depth + 1));
      return Object.fromEntries(keys.filter(() => next() < 0.5).map((k) => [k, make(depth + 1)]));
    };
    for (let i = 0; i < 300; i++) {
      const value = make(0) ?? null;
      expect(canonicalJson(value)).toBe(reference(value));
    }
  });

  it('jsonString writes every string as JSON.stringify does', () => {
    for (let c = 0; c < 0x10000; c++) {
      const text = `a${String.fromCharCode(c)}b`;
      expect(jsonString(text) === JSON.stringify(text), `U+${c.toString(16)}`).toBe(true);
    }
    for (const text of ['', '😀', '\ud83d', 'x\udc00', 'é'.repeat(70), '"'.repeat(70), 'plain'.repeat(20)]) {
      expect(jsonString(text)).toBe(JSON.stringify(text));
    }
  });

  it('canonicalJson sorts keys and refuses non-JSON values', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: null }], a: 'x', u: undefined })).toBe('{"a":"x","b":[1,{"c":null,"d":1}]}');
    expect(() => canonicalJson({ a: Number.POSITIVE_INFINITY })).toThrow();
    expect(() => canonicalJson(1n)).toThrow();
  });
});

describe('ECDSA encodings', () => {
  it('round-trips raw ↔ DER and normalises to low S', () => {
    for (let i = 0; i < 50; i++) {
      const raw = randomBytes(64);
      raw[0] = i; // include short r values that need no padding byte
      if (!isWellFormedP256Signature(raw)) continue;
      expect(Buffer.from(derToRaw(rawToDer(raw))!)).toEqual(raw);
      const low = normalizeLowS(raw);
      expect(isWellFormedP256Signature(low)).toBe(true);
      expect(isWellFormedP256Signature(raw)).toBe(!isHighS(raw));
    }
    expect(derToRaw(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(isWellFormedP256Signature(new Uint8Array(64))).toBe(false);
    expect(isWellFormedP256Signature(new Uint8Array(64).fill(0xff))).toBe(false);
  });
});

describe('base64url through a native Uint8Array.prototype.toBase64', () => {
  it('gives what the JavaScript encoder gives, for bytes and for text (ASCII or not)', async () => {
    const proto = Uint8Array.prototype as { toBase64?: (o: { alphabet: string; omitPadding: boolean }) => string };
    const had = proto.toBase64;
    let calls = 0;
    // Stands in for the runtime's encoder where Node lacks one (workerd and current browsers have it).
    proto.toBase64 ??= function (this: Uint8Array, o) {
      expect(o).toEqual({ alphabet: 'base64url', omitPadding: true });
      calls++;
      return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString('base64url');
    };
    try {
      vi.resetModules();
      const native = await import('./encoding.ts');
      // Every length goes to the native encoder, a 64-byte signature included.
      for (const n of [...Array.from({ length: 65 }, (_, i) => i), 127, 128, 129, 300]) {
        const bytes = randomBytes(n);
        expect(native.base64urlEncode(bytes)).toBe(bytes.toString('base64url'));
      }
      for (const text of ['', '{"a":1}', 'aé€😀\u0000', 'x'.repeat(9000)]) {
        expect(native.base64urlEncodeText(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
      }
      expect(calls).toBe(had === undefined ? 69 + 4 : 0); // the 69 byte arrays; the four texts
    } finally {
      if (had === undefined) delete proto.toBase64;
      vi.resetModules();
    }
  });
});
