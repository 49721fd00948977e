import { errorResponses, IssuerRegistryDocument, JwksDocument, jsonContent, RevocationListDocument } from '@verdict/contracts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { currentRegistry, jwks, revocationList } from '../services/attestations.ts';

/** Public documents for offline verification: no credential, outside /v1 (DECISIONS: HTTP and errors). */
const issuersRoute = route({
  method: 'get',
  path: '/registry/issuers.json',
  operationId: 'getIssuerRegistry',
  tags: ['Attestations'],
  summary: 'Issuer registry: DIDs and public keys (public)',
  responses: { 200: jsonContent(IssuerRegistryDocument, 'The registry document') },
});

const revocationsRoute = route({
  method: 'get',
  path: '/registry/revocations.json',
  operationId: 'getRevocationList',
  tags: ['Attestations'],
  summary: "This node's revoked attestation ids, for offline verifiers (public)",
  responses: { 200: jsonContent(RevocationListDocument, 'The revocation list'), 503: errorResponses[503] },
});

const jwksRoute = route({
  method: 'get',
  path: '/.well-known/jwks.json',
  operationId: 'getJwks',
  tags: ['Attestations'],
  summary: "This node's signing keys as a JWK Set (public)",
  responses: { 200: jsonContent(JwksDocument, 'The JWK Set') },
});

export const registryRouter = createRouter()
  .openapi(issuersRoute, async (c) => c.json(await currentRegistry(c.var.services), 200, { 'cache-control': 'public, max-age=300' }))
  // Short cache: a revocation must reach offline verifiers quickly.
  .openapi(revocationsRoute, async (c) => c.json(await revocationList(c.var.services), 200, { 'cache-control': 'public, max-age=60' }))
  .openapi(jwksRoute, async (c) => c.json(await jwks(c.var.services), 200, { 'cache-control': 'public, max-age=300' }));
