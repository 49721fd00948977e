import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derToRaw, isHighS, isWellFormedP256Signature, normalizeLowS, rawToDer } from './ecdsa.ts';
import { base64urlDecode, base64urlEncode, utf8DecodeStrict } from './encoding.ts';
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

  it.each(['AA==', 'A', 'AB', 'AAA+', 'AA/A', 'AA A', 'é', 'AAB'])('refuses %j', (text) => {
    expect(base64urlDecode(text)).toBeNull();
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
