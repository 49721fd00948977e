import { decodeAttestation } from '@verdict/attestation';
import {
  AttestationIdParam,
  AttestationRecord,
  AttestationVerification,
  BadgeAttestationParam,
  errorResponses,
  jsonContent,
  RevokeAttestationRequest,
  RevokedAttestation,
  VerifyAttestationRequest,
} from '@verdict/contracts';
import * as z from 'zod';
import { BADGE_COLORS } from '../lib/badge-svg.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { getAttestation, presentAttestation, revokeAttestation, verifyJwt } from '../services/attestations.ts';
import { badgeResponse } from './badges.ts';

const read = { kinds: ['bearer', 'api_key'], scopes: ['attestation:read'] } as const;
const { 400: e400, 401: e401, 403: e403, 404: e404 } = errorResponses;
const JWT_TYPE = 'application/service-attestation+jwt';
const JSON_TYPE = 'application/service-attestation+json';

const getRoute = route({
  method: 'get',
  path: '/attestation/{attestation_id}',
  operationId: 'getAttestation',
  auth: read,
  tags: ['Attestations'],
  summary: `The attestation record; Accept ${JWT_TYPE} gives the JWT, ${JSON_TYPE} the decoded attestation`,
  request: { params: AttestationIdParam },
  responses: {
    200: {
      description: 'The record',
      content: {
        'application/json': { schema: AttestationRecord },
        [JWT_TYPE]: { schema: z.string() },
        [JSON_TYPE]: { schema: z.object({ header: z.unknown(), payload: z.unknown(), signature: z.string() }) },
      },
    },
    401: e401,
    403: e403,
    404: e404,
  },
});
const verifyRoute = route({
  method: 'post',
  path: '/attestation/verify',
  operationId: 'verifyAttestation',
  auth: read,
  rateLimit: true,
  tags: ['Attestations'],
  summary: 'Verify an attestation JWT (rules 1–7 of spec 2.3)',
  request: { body: { content: { 'application/json': { schema: VerifyAttestationRequest } }, required: true } },
  responses: { 200: jsonContent(AttestationVerification, 'The verdict (valid or not, with its ATT code)'), 400: e400, 401: e401 },
});
const revokeRoute = route({
  method: 'post',
  path: '/attestation/{attestation_id}/revoke',
  operationId: 'revokeAttestation',
  // Revocation changes what every verifier sees: a write, so it needs admin:all (a read scope is not enough).
  auth: { kinds: ['bearer', 'api_key'], roles: ['owner', 'admin'], scopes: ['admin:all'] },
  idempotent: true,
  tags: ['Attestations'],
  summary: 'Revoke an attestation (owner or admin, scope admin:all)',
  request: { params: AttestationIdParam, body: { content: { 'application/json': { schema: RevokeAttestationRequest } }, required: false } },
  responses: { 200: jsonContent(RevokedAttestation, 'Revoked'), 401: e401, 403: e403, 404: e404 },
});
const badgeRoute = route({
  method: 'get',
  path: '/badge/attestation/{attestation_id}',
  operationId: 'getAttestationBadge',
  auth: read,
  tags: ['Badges'],
  summary: 'Badge for an attestation: valid, expired or revoked',
  request: { params: BadgeAttestationParam },
  responses: { 200: { description: 'SVG badge', content: { 'image/svg+xml': { schema: z.string() } } }, 401: e401, 404: e404 },
});

export const attestationRouter = createRouter()
  .openapi(getRoute, async (c) => {
    const row = await getAttestation(c.var.services, c.var.principal.orgId, c.req.valid('param').attestation_id);
    const accept = c.req.header('accept') ?? '';
    if (accept.includes(JWT_TYPE)) return c.body(row.jwt, 200, { 'content-type': JWT_TYPE });
    if (accept.includes(JSON_TYPE)) return c.body(JSON.stringify(decodeAttestation(row.jwt)), 200, { 'content-type': JSON_TYPE });
    return c.json(presentAttestation(row, c.var.clock.now().getTime()), 200);
  })
  .openapi(verifyRoute, async (c) => c.json(await verifyJwt(c.var.services, c.req.valid('json').jwt), 200))
  .openapi(revokeRoute, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { reason?: unknown } | null;
    const parsed = RevokeAttestationRequest.safeParse(body ?? {});
    const reason = parsed.success ? parsed.data.reason : undefined;
    return c.json(await revokeAttestation(c.var.services, c.var.principal, c.req.valid('param').attestation_id, reason), 200);
  })
  .openapi(badgeRoute, async (c) => {
    const row = await getAttestation(c.var.services, c.var.principal.orgId, c.req.valid('param').attestation_id);
    const state = presentAttestation(row, c.var.clock.now().getTime()).status;
    const color =
      state === 'valid'
        ? row.verified
          ? BADGE_COLORS.green
          : BADGE_COLORS.red
        : state === 'revoked'
          ? BADGE_COLORS.red
          : BADGE_COLORS.grey;
    const message = state === 'valid' ? row.status.toLowerCase() : state;
    // Short cache: revocation must show up quickly.
    return badgeResponse(c, { label: 'attestation', message, color, logo: true }, 60);
  });
