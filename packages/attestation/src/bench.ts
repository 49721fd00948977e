/**
 * Throughput of attestation signing and verification next to raw WebCrypto ECDSA P-256, measured in one run so the
 * overhead of the attestation layer (JSON, base64url, hashing, claim checks) is visible. Uses only WebCrypto and
 * performance.now(). In workerd the clock does not advance during pure computation, so run it in Node or a browser.
 */
import { createAttestation } from './create.ts';
import { utf8 } from './encoding.ts';
import { generateIssuerSecret, loadIssuerKey } from './keys.ts';
import { buildRegistryDocument } from './registry.ts';
import { verifyAttestation } from './verify.ts';

async function opsPerSecond(minMillis: number, op: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await op();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMillis) {
    for (let i = 0; i < 25; i++) await op();
    count += 25;
    elapsed = performance.now() - start;
  }
  return Math.round((count * 1000) / elapsed);
}

export async function benchAttestation(opts: { minMillisPerCase?: number } = {}): Promise<Record<string, number>> {
  const ms = opts.minMillisPerCase ?? 500;
  const now = Date.UTC(2026, 0, 1);
  const out: Record<string, number> = {};
  for (const alg of ['ES256', 'EdDSA'] as const) {
    const issuer = await loadIssuerKey(await generateIssuerSecret(alg), { did: 'did:svc:node:bench', keyName: alg.toLowerCase() });
    const registry = buildRegistryDocument([{ did: issuer.did, name: 'bench', keys: [issuer] }]);
    const result = { status: 'VERIFIED' as const, verified: true, engine: 'math', confidence: 0.99 };
    const sample = await createAttestation(result, { issuer, validityDays: 365, subject: 'x + 1 = 2', query: 'q', timestamp: now });
    out[`attestation_sign_${alg}`] = await opsPerSecond(ms, () =>
      createAttestation(result, { issuer, validityDays: 365, subject: 'x + 1 = 2', query: 'q', timestamp: now }),
    );
    out[`attestation_verify_${alg}`] = await opsPerSecond(ms, async () => {
      const r = await verifyAttestation(sample.jwt, { registry, now });
      if (!r.valid) throw new Error('benchmark token did not verify');
    });
  }
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const data = utf8('x'.repeat(600));
  const params = { name: 'ECDSA', hash: 'SHA-256' };
  const sig = await crypto.subtle.sign(params, pair.privateKey, data);
  out.webcrypto_p256_sign = await opsPerSecond(ms, () => crypto.subtle.sign(params, pair.privateKey, data));
  out.webcrypto_p256_verify = await opsPerSecond(ms, () => crypto.subtle.verify(params, pair.publicKey, sig, data));
  return out;
}
