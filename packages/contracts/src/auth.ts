import * as z from 'zod';
import './openapi-zod.ts';
import { legacyList, listEnvelope } from './list.ts';

export const Role = z.enum(['owner', 'admin', 'member']);
export const Scope = z.enum(['verify:read', 'agent:write', 'attestation:read', 'admin:all', 'metrics:read']);
export type Scope = z.infer<typeof Scope>;
export const DEFAULT_KEY_SCOPES: Scope[] = ['verify:read', 'agent:write', 'attestation:read'];

const Email = z
  .string()
  .max(254)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email())
  .openapi({ type: 'string', format: 'email', example: 'ada@example.com' });

// Bounded so that PBKDF2 never hashes megabytes; 12 is the minimum length policy.
const Password = z.string().min(12, 'password must be at least 12 characters').max(256);

export const SignupRequest = z
  .strictObject({
    email: Email,
    password: Password,
    organization_name: z.string().trim().min(1).max(200),
  })
  .openapi('SignupRequest');

export const SigninRequest = z.strictObject({ email: Email, password: z.string().min(1).max(256) }).openapi('SigninRequest');

export const User = z.object({ id: z.string(), email: z.string(), org_id: z.string(), role: Role }).openapi('User');

export const Organization = z.object({ id: z.string(), name: z.string(), created_at: z.string() }).openapi('Organization');

export const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    user: User,
  })
  .openapi('TokenResponse');

export const MeResponse = z.object({ user: User, organization: Organization }).openapi('Me');

const IpOrCidr = z
  .string()
  .max(64)
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'must be an IP address or CIDR range');

export const CreateApiKeyRequest = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    scopes: z.array(Scope).min(1).max(5).optional(),
    ip_allowlist: z.array(IpOrCidr).min(1).max(50).optional(),
    test: z.boolean().optional().openapi({ description: 'Create a svc_test_ key: its traffic is marked as test' }),
  })
  .openapi('CreateApiKeyRequest');

export const CreatedApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z.string().openapi({ description: 'The full key. Shown only once.' }),
    prefix: z.string(),
    scopes: z.array(Scope),
    ip_allowlist: z.array(z.string()).nullable(),
    created_at: z.string(),
  })
  .openapi('CreatedApiKey');

export const ApiKeyListItem = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.string()),
    ip_allowlist: z.array(z.string()).nullable(),
    is_test: z.boolean(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .openapi('ApiKey');

export const ApiKeyListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  cursor: z
    .string()
    .regex(/^[0-9TZ:.-]{10,40}_[A-Za-z0-9_-]{1,100}$/, 'cursor must be the next_cursor of a previous page')
    .optional()
    .openapi({ description: 'The next_cursor of the previous page' }),
});

export const ApiKeyList = z
  .object({ ...listEnvelope(ApiKeyListItem), keys: legacyList(ApiKeyListItem, 'keys'), total: z.number().int() })
  .openapi('ApiKeyList');

export const KeyIdParam = z.object({ key_id: z.string().min(1).max(100) });

export const RevokedApiKey = z.object({ id: z.string(), revoked: z.literal(true), revoked_at: z.string() }).openapi('RevokedApiKey');

export const RotateKeyRequest = z.strictObject({ key_id: z.string().min(1).max(100) }).openapi('RotateKeyRequest');

export const RotatedApiKey = CreatedApiKey.extend({ rotated_from: z.string() }).openapi('RotatedApiKey');
