/**
 * The API's signing path (signStep) in workerd, where the attestation package takes its native paths (the runtime's
 * toBase64 and toHex, encodeInto straight into the SHA-256 message buffer): every hash is checked against WebCrypto,
 * the payload against JSON.stringify of the claims, and the token against jose, an independent JWS implementation.
 */
import { generateIssuerSecret, type IssuerSigningKey, loadIssuerKey, parseIssuerRegistry, verifyAttestation } from '@verdict/attestation';
import { importJWK, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signStep } from '../src/services/attestation-step.ts';
import type { ChainStep } from '../src/services/engine-runner.ts';

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
/** Strict decoding of a base64url segment to text, by hand: no padding, URL alphabet only. */
function segmentText(segment: string): string {
  expect(segment).toMatch(/^[A-Za-z0-9_-]*$/);
  const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function step(subject: string, query: string, proof: Record<string, unknown>): ChainStep {
  return {
    outcome: { engine: 'math', verified: true, attestation: { status: 'VERIFIED', confidence: 0.97 }, subject },
    query,
    proof,
  };
}

let issuer: IssuerSigningKey;
beforeAll(async () => {
  issuer = await loadIssuerKey(await generateIssuerSecret('ES256'), { did: 'did:svc:node:signing-test', keyName: 'k1' });
});

describe('signStep in workerd', () => {
  it('runs where the native encoders exist, so that the paths below are the ones production takes', () => {
    const proto = Uint8Array.prototype as { toBase64?: unknown; toHex?: unknown };
    expect(typeof proto.toBase64).toBe('function');
    expect(typeof proto.toHex).toBe('function');
  });

  const cases: Array<[string, ChainStep]> = [
    ['ASCII text, flat proof', step('(a+b)^2 = a^2+2ab+b^2', '(a+b)^2 = a^2+2ab+b^2', { is_valid: true, lhs: '(a+b)^2', diff: '0' })],
    ['non-ASCII text and proof', step('∀x∈ℝ: x² ≥ 0', 'Is x² ≥ 0 for every real x? café', { zeta: 'ζ', alpha: 1.5, note: 'naïve' })],
    ['a proof longer than one block', step('1+1=2', 'does 1+1 equal 2', { steps: 'x'.repeat(300), b: false, a: 'y'.repeat(70) })],
  ];

  it.each(cases)('hashes, encodes and signs exactly as the format says (%s)', async (_name, s) => {
    const created = await signStep(issuer, s, { validityDays: 30, now: new Date(Date.UTC(2026, 5, 1)), jti: 'att_0123456789abcdef' });
    const [h, p, sig] = created.jwt.split('.') as [string, string, string];
    // The signed bytes: JSON.stringify of the header and of the claims returned, as canonical base64url.
    expect(segmentText(h)).toBe(JSON.stringify(created.header));
    expect(segmentText(p)).toBe(JSON.stringify(created.claims));
    // Every hash against WebCrypto; the proof as its keys sorted (flat objects, so JSON.stringify of the sorted entries).
    const proof = s.proof as Record<string, unknown>;
    const sorted = Object.fromEntries(
      Object.keys(proof)
        .sort()
        .map((k) => [k, proof[k]]),
    );
    expect(created.claims.sub).toBe(await sha256(s.outcome.subject));
    expect(created.claims.qwed.query_hash).toBe(`sha256:${await sha256(s.query)}`);
    expect(created.claims.qwed.proof_hash).toBe(`sha256:${await sha256(JSON.stringify(sorted))}`);
    // The signature: 64 bytes, canonical base64url (86 digits, the last one's unused bits zero).
    expect(sig).toMatch(/^[A-Za-z0-9_-]{85}[AQgw]$/);
    // An independent JWS implementation accepts it, and so does the verifier the offline CLI and the SDK use.
    const { payload, protectedHeader } = await jwtVerify(created.jwt, await importJWK(issuer.publicJwk, 'ES256'), {
      typ: 'service-attestation+jwt',
      currentDate: new Date(Date.UTC(2026, 5, 2)),
    });
    expect(protectedHeader.kid).toBe(issuer.kid);
    expect(payload).toEqual(created.claims);
    const registry = parseIssuerRegistry({
      issuers: [{ did: issuer.did, name: 'test', status: 'active', certification_level: 'full', public_keys: [issuer.publicJwk] }],
    });
    const outcome = await verifyAttestation(created.jwt, { registry, now: Date.UTC(2026, 5, 2) });
    expect(outcome).toMatchObject({ valid: true, result: { status: 'VERIFIED', verified: true, engine: 'math', confidence: 0.97 } });
  });

  it('refuses a token whose segments are spelled with padding, whitespace, the standard alphabet or stray bits', async () => {
    const created = await signStep(issuer, cases[0]![1], { validityDays: 30, now: new Date(Date.UTC(2026, 5, 1)), jti: 'att_1' });
    const [h, p, sig] = created.jwt.split('.') as [string, string, string];
    const registry = parseIssuerRegistry({
      issuers: [{ did: issuer.did, name: 'test', status: 'active', certification_level: 'full', public_keys: [issuer.publicJwk] }],
    });
    const now = Date.UTC(2026, 5, 2);
    const respell = (segment: string) => [
      `${segment}=`,
      `${segment}==`,
      `${segment.slice(0, 4)} ${segment.slice(4)}`,
      `${segment.slice(0, 4)}\n${segment.slice(4)}`,
      segment.replace(/[-_]/, (c) => (c === '-' ? '+' : '/')),
    ];
    for (const bad of respell(p)) {
      if (bad === p) continue;
      expect((await verifyAttestation(`${h}.${bad}.${sig}`, { registry, now })).valid, JSON.stringify(bad.slice(0, 12))).toBe(false);
    }
    for (const bad of respell(h)) {
      if (bad === h) continue;
      expect((await verifyAttestation(`${bad}.${p}.${sig}`, { registry, now })).valid).toBe(false);
    }
    // The payload's last digit with its unused bits set decodes to the same bytes with a lenient decoder: refused.
    const rest = p.length % 4;
    if (rest !== 0) {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = alphabet.indexOf(p.at(-1) as string);
      const stray = `${p.slice(0, -1)}${alphabet[last | 1]}`;
      expect((await verifyAttestation(`${h}.${stray}.${sig}`, { registry, now })).valid).toBe(false);
    }
    expect((await verifyAttestation(created.jwt, { registry, now })).valid).toBe(true);
  });
});
