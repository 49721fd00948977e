/**
 * The attestation checker's logic: the offline verifier library (packages/attestation) run in the browser against the
 * node's public registry and revocation list. The API is not asked whether the attestation is valid; the browser
 * decides, exactly as a third party would.
 */
import { decodeAttestation } from '@verdict/attestation/decode.ts';
import { parseIssuerRegistry } from '@verdict/attestation/registry.ts';
import { parseRevocationList } from '@verdict/attestation/revocations.ts';
import type { DecodedAttestation, IssuerRegistry, RegistryIssuer, VerificationOutcome } from '@verdict/attestation/types.ts';
import { verifyAttestation } from '@verdict/attestation/verify.ts';
import { call } from './api.ts';

export const REGISTRY_PATH = '/registry/issuers.json';
export const REVOCATIONS_PATH = '/registry/revocations.json';

export interface AttestationCheck {
  decoded: DecodedAttestation | null;
  outcome: VerificationOutcome;
  issuer: RegistryIssuer | null;
  /** Whether the attestation's jti is on the published list; null when the list could not be read. */
  revoked: boolean | null;
  revocationError: string | null;
  checkedAt: number;
}

export interface RegistryDocs {
  registry: IssuerRegistry;
  /** null when the list could not be fetched or parsed: the check then fails closed (ATT-006). */
  revoked: Set<string> | null;
  revocationError: string | null;
}

export async function fetchRegistryDocs(): Promise<RegistryDocs> {
  const registry = parseIssuerRegistry(await call<unknown>(REGISTRY_PATH, { fresh: true }));
  try {
    return { registry, revoked: parseRevocationList(await call<unknown>(REVOCATIONS_PATH, { fresh: true })), revocationError: null };
  } catch (error) {
    return { registry, revoked: null, revocationError: error instanceof Error ? error.message : 'unreadable revocation list' };
  }
}

/** Decodes and verifies `jwt` at `nowMs` against the given documents. */
export async function checkAttestation(jwt: string, docs: RegistryDocs, nowMs: number): Promise<AttestationCheck> {
  const token = jwt.trim();
  let decoded: DecodedAttestation | null = null;
  try {
    decoded = decodeAttestation(token);
  } catch {
    decoded = null;
  }
  const { revoked } = docs;
  const outcome = await verifyAttestation(token, {
    registry: docs.registry,
    now: nowMs,
    isRevoked: (jti) => {
      // An unreadable list must never pass as an empty one.
      if (!revoked) throw new Error('revocation list unavailable');
      return revoked.has(jti);
    },
  });
  const iss = decoded?.payload.iss;
  const jti = decoded?.payload.jti;
  return {
    decoded,
    outcome,
    issuer: docs.registry.issuers.find((i) => i.did === iss) ?? null,
    revoked: revoked && typeof jti === 'string' ? revoked.has(jti) : null,
    revocationError: docs.revocationError,
    checkedAt: nowMs,
  };
}

/** The shell commands that repeat the check offline with the CLI, for a node at `origin`. */
export function offlineCommand(jwt: string, origin: string): string {
  return [
    `echo '${jwt.replace(/[^A-Za-z0-9._-]/g, '')}' > result.service-attestation`,
    `curl -s ${origin}${REGISTRY_PATH} > issuers.json`,
    `curl -s ${origin}${REVOCATIONS_PATH} > revocations.json`,
    './node_modules/.bin/node packages/attestation/src/cli.ts verify result.service-attestation --registry issuers.json --revocations revocations.json',
  ].join('\n');
}
