/** Chains of linked attestations (e.g. translation → verification → consensus). Every failure is ATT-008. */
import { attestationHash, prefixedHashAlg } from './hash.ts';
import type { VerificationOutcome } from './types.ts';
import type { VerifyAttestationOptions } from './verify.ts';
import { verifyAttestation } from './verify.ts';

export const MAX_CHAIN_LENGTH = 100;

export interface ChainVerification {
  valid: boolean;
  code?: 'ATT-008';
  message?: string;
  /** One outcome per input, in order (empty when the input list itself is refused). */
  results: VerificationOutcome[];
}

/**
 * Valid when every attestation is valid on its own, all share one issuer and one chain_id, chain_index runs
 * 0..n-1 in order, and each link's previous_attestation is the previous jti and previous_hash is the hash
 * (`sha256:<hex>`, or `sha384:<hex>`) of the previous compact JWT string exactly as given.
 */
export async function verifyChain(jwts: string[], opts: VerifyAttestationOptions): Promise<ChainVerification> {
  const refuse = (message: string, results: VerificationOutcome[]): ChainVerification => ({
    valid: false,
    code: 'ATT-008',
    message,
    results,
  });
  if (!Array.isArray(jwts) || jwts.length === 0) return refuse('chain is empty', []);
  if (jwts.length > MAX_CHAIN_LENGTH) return refuse(`chain is longer than ${MAX_CHAIN_LENGTH}`, []);
  const results: VerificationOutcome[] = [];
  for (const jwt of jwts) results.push(await verifyAttestation(jwt, opts));
  for (const [i, r] of results.entries()) {
    if (!r.valid) return refuse(`attestation ${i} is invalid (${r.code})`, results);
  }
  const first = results[0] as Extract<VerificationOutcome, { valid: true }>;
  for (let i = 0; i < results.length; i++) {
    const { claims } = results[i] as Extract<VerificationOutcome, { valid: true }>;
    const q = claims.qwed;
    if (q.chain_id === undefined) return refuse(`attestation ${i} has no chain_id`, results);
    if (q.chain_id !== first.claims.qwed.chain_id) return refuse(`attestation ${i} belongs to another chain`, results);
    if (claims.iss !== first.claims.iss) return refuse(`attestation ${i} has another issuer`, results);
    if (q.chain_index !== i) return refuse(`attestation ${i} has chain_index ${String(q.chain_index)}`, results);
    if (i === 0) continue;
    const prev = results[i - 1] as Extract<VerificationOutcome, { valid: true }>;
    if (prev.claims.jti === undefined || q.previous_attestation !== prev.claims.jti) {
      return refuse(`attestation ${i} does not name the previous attestation`, results);
    }
    const alg = prefixedHashAlg(q.previous_hash ?? '');
    if (!alg || q.previous_hash !== (await attestationHash(jwts[i - 1] ?? '', alg))) {
      return refuse(`attestation ${i} previous_hash does not match the previous attestation`, results);
    }
  }
  return { valid: true, results };
}
