import * as z from 'zod';
import './openapi-zod.ts';

export const AttestationIdParam = z.object({ attestation_id: z.string().min(1).max(100) });

export const AttestationRecord = z
  .object({
    id: z.string(),
    jwt: z.string(),
    issuer: z.string(),
    subject: z.string(),
    status: z.enum(['valid', 'expired', 'revoked']),
    result_status: z.string(),
    verified: z.boolean(),
    engine: z.string().nullable(),
    issued_at: z.string(),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    chain_id: z.string().nullable(),
    chain_index: z.number().int().nullable(),
    conditions: z
      .object({ domain: z.string().optional(), assumptions: z.array(z.string()).optional() })
      .optional()
      .openapi({
        description:
          'What the verdict was established under (signed in qwed.result.conditions): the domain and the assumptions the request stated. The verdict holds only under them.',
        example: { domain: 'complex', assumptions: ['x > 0', 'y > 0'] },
      }),
  })
  .openapi('AttestationRecord');

export const VerifyAttestationRequest = z
  .strictObject({
    jwt: z.string().min(1).max(16_384).openapi({
      description: 'The attestation: a compact JWS (three base64url parts) as returned in `attestation`',
      example: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln',
    }),
  })
  .openapi('VerifyAttestationRequest');

export const AttestationVerification = z
  .object({
    valid: z.boolean(),
    status: z.enum(['valid', 'expired', 'revoked', 'invalid']),
    code: z.string().optional().openapi({ example: 'ATT-003' }),
    message: z.string(),
    result: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'The signed result summary (status, confidence, engine…), when the attestation could be read' }),
    claims: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'The verified JWT claims (spec 2.3: iss, sub, iat, exp, jti, result…)' }),
  })
  .openapi('AttestationVerification');

export const RevokeAttestationRequest = z.strictObject({ reason: z.string().max(500).optional() }).openapi('RevokeAttestationRequest');
export const RevokedAttestation = z
  .object({ id: z.string(), status: z.literal('revoked'), revoked_at: z.string() })
  .openapi('RevokedAttestation');

/** A public key as published: a JWK (P-256 or Ed25519) with its id and, for retired keys, when it stops being valid. */
export const PublishedPublicJwk = z
  .object({
    kty: z.enum(['EC', 'OKP']),
    crv: z.enum(['P-256', 'Ed25519']),
    x: z.string(),
    y: z.string().optional(),
    kid: z.string(),
    alg: z.string().optional(),
    use: z.literal('sig').optional(),
    exp: z.number().int().optional(),
    not_after: z.string().optional(),
  })
  .openapi('PublishedPublicJwk');

export const IssuerRegistryDocument = z
  .object({
    issuers: z.array(
      z.object({
        did: z.string().openapi({ example: 'did:svc:node:local-dev' }),
        name: z.string(),
        public_keys: z.array(PublishedPublicJwk),
        status: z.enum(['active', 'suspended', 'revoked']),
        certification_level: z.string(),
      }),
    ),
  })
  .openapi('IssuerRegistryDocument');

export const JwksDocument = z.object({ keys: z.array(PublishedPublicJwk) }).openapi('JwksDocument');

export const RevocationListDocument = z
  .object({
    issuer: z.string(),
    generated_at: z.string(),
    revoked: z.array(z.object({ jti: z.string(), revoked_at: z.string().nullable() })),
  })
  .openapi('RevocationListDocument');
