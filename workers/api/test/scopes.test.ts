import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, call, env, newTenant, type Tenant } from './setup/harness.ts';

/**
 * Key management checks the calling credential's scopes, not only the user's role: no credential can create, rotate
 * or revoke a key with scopes beyond its own, and an API key without admin:all manages only itself.
 */

async function createKey(t: { token: string }, scopes: string[], name = scopes.join('+')) {
  const res = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name, scopes } });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.id as string, key: res.json.key as string };
}

async function memberOf(t: Tenant) {
  const id = `usr_member_${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    "INSERT INTO users (id, org_id, email, password_hash, role, status, created_at) VALUES (?, ?, ?, 'x', 'member', 'active', '2026-01-01T00:00:00.000Z')",
  )
    .bind(id, Number(t.orgId), `${id}@example.com`)
    .run();
  const token = await new SignJWT({ org: Number(t.orgId), role: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(env.JWT_SECRET));
  return { token };
}

const works = async (key: string) => (await call('GET', '/v1/logs', { headers: { 'x-api-key': key } })).status;
const rotate = (headers: Record<string, string>, keyId: string) =>
  call('POST', '/v1/admin/keys/rotate', { headers, body: { key_id: keyId } });

const NARROW_SCOPES = [['verify:read'], ['agent:write'], ['attestation:read'], ['verify:read', 'agent:write', 'attestation:read']];

describe('key management × caller scopes', () => {
  it.each(NARROW_SCOPES)('an API key with %s cannot rotate the admin:all key or another key, but can rotate itself', async (...scopes) => {
    const owner = await newTenant();
    const admin = await createKey(owner, ['admin:all']);
    const sibling = await createKey(owner, ['verify:read']);
    const caller = await createKey(owner, scopes);

    const escalate = await rotate({ 'x-api-key': caller.key }, admin.id);
    expect(escalate.status, escalate.text).toBe(403);
    expect(escalate.json.code).toBe('INSUFFICIENT_SCOPE');
    expect(escalate.json.key).toBeUndefined();
    const lateral = await rotate({ 'x-api-key': caller.key }, sibling.id);
    expect(lateral.status).toBe(403);
    // Nothing was revoked by the refused calls.
    expect(await works(admin.key)).toBe(200);
    expect(await works(sibling.key)).toBe(200);

    const self = await rotate({ 'x-api-key': caller.key }, caller.id);
    expect(self.status, self.text).toBe(200);
    expect(self.json.scopes).toEqual(scopes);
    expect(await works(caller.key)).toBe(401);
  });

  it('an admin:all key can rotate any key of its organization, and only of its organization', async () => {
    const owner = await newTenant();
    const other = await newTenant();
    const admin = await createKey(owner, ['admin:all']);
    const narrow = await createKey(owner, ['verify:read']);
    const rotated = await rotate({ 'x-api-key': admin.key }, narrow.id);
    expect(rotated.status, rotated.text).toBe(200);
    expect(await works(narrow.key)).toBe(401);
    expect((await rotate({ 'x-api-key': admin.key }, other.apiKeyId)).status).toBe(404);
  });

  it('key creation, listing and revocation take a bearer token only; API keys of any scope get 401', async () => {
    const owner = await newTenant();
    const admin = await createKey(owner, ['admin:all']);
    const narrow = await createKey(owner, ['verify:read']);
    for (const key of [admin.key, narrow.key]) {
      expect((await call('POST', '/v1/auth/api-keys', { headers: { 'x-api-key': key }, body: { name: 'x' } })).status).toBe(401);
      expect((await call('GET', '/v1/auth/api-keys', { headers: { 'x-api-key': key } })).status).toBe(401);
      expect((await call('DELETE', `/v1/auth/api-keys/${admin.id}`, { headers: { 'x-api-key': key } })).status).toBe(401);
    }
    expect(await works(admin.key)).toBe(200);
  });

  it("a member's bearer token cannot create, rotate or revoke admin:all keys, nor others' keys", async () => {
    const owner = await newTenant();
    const member = await memberOf(owner);
    const admin = await createKey(owner, ['admin:all']);
    const created = await call('POST', '/v1/auth/api-keys', { headers: bearer(member), body: { name: 'x', scopes: ['admin:all'] } });
    expect(created.status).toBe(403);
    expect((await rotate(bearer(member), admin.id)).status).toBe(403);
    expect((await call('DELETE', `/v1/auth/api-keys/${admin.id}`, { headers: bearer(member) })).status).toBe(403);
    expect((await call('DELETE', `/v1/auth/api-keys/${owner.apiKeyId}`, { headers: bearer(member) })).status).toBe(403);
    expect(await works(admin.key)).toBe(200);

    // Its own narrow key it manages, and that key can only manage itself.
    const own = await createKey(member, ['verify:read']);
    expect((await rotate({ 'x-api-key': own.key }, admin.id)).status).toBe(403);
    expect((await rotate(bearer(member), own.id)).status).toBe(200);
  });

  it('a member can no longer rotate an admin:all key it owns (e.g. after a demotion): it holds fewer scopes than the key', async () => {
    const owner = await newTenant();
    const admin = await createKey(owner, ['admin:all']);
    await env.DB.prepare("UPDATE users SET role = 'member' WHERE id = ?").bind(owner.userId).run();
    const res = await rotate(bearer(owner), admin.id);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('owners and admins manage every key; a revoked key is refused at once', async () => {
    const owner = await newTenant();
    const admin = await createKey(owner, ['admin:all']);
    expect(await works(admin.key)).toBe(200);
    expect((await call('DELETE', `/v1/auth/api-keys/${admin.id}`, { headers: bearer(owner) })).status).toBe(200);
    expect(await works(admin.key)).toBe(401);
  });
});

describe('attestation revocation needs a write scope', () => {
  it('attestation:read can read and verify but not revoke; admin:all revokes', async () => {
    const owner = await newTenant();
    const reader = await createKey(owner, ['verify:read', 'attestation:read']);
    const issued = await call('POST', '/v1/verify/math', {
      headers: { 'x-api-key': reader.key },
      body: { expression: '2+2=4', options: { include_attestation: true } },
    });
    expect(issued.status, issued.text).toBe(200);
    const jti = JSON.parse(atob(issued.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/'))).jti as string;
    expect((await call('GET', `/v1/attestation/${jti}`, { headers: { 'x-api-key': reader.key } })).status).toBe(200);
    const refused = await call('POST', `/v1/attestation/${jti}/revoke`, { headers: { 'x-api-key': reader.key } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('INSUFFICIENT_SCOPE');
    const admin = await createKey(owner, ['admin:all']);
    expect((await call('POST', `/v1/attestation/${jti}/revoke`, { headers: { 'x-api-key': admin.key } })).status).toBe(200);
    const noScope = await createKey(owner, ['agent:write']);
    expect(
      (await call('POST', '/v1/attestation/verify', { headers: { 'x-api-key': noScope.key }, body: { jwt: issued.json.attestation } }))
        .status,
    ).toBe(403);
  });
});

describe('the OpenAPI document lists every route’s credential and scopes', () => {
  it('has security and x-required-scopes on every operation, matching what the routes enforce', async () => {
    const doc = (await call('GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; 'x-required-scopes'?: string[] }>>;
    };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!Array.isArray(operation.security) || !Array.isArray(operation['x-required-scopes'])) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/v1/verify/math', 'post').security).toHaveLength(2);
    expect(op('/v1/verify/math', 'post').security).toEqual(
      expect.arrayContaining([{ bearerAuth: ['verify:read'] }, { apiKeyAuth: ['verify:read'] }]),
    );
    expect(op('/v1/attestation/{attestation_id}/revoke', 'post')['x-required-scopes']).toEqual(['admin:all']);
    expect(op('/v1/attestation/{attestation_id}', 'get')['x-required-scopes']).toEqual(['attestation:read']);
    expect(op('/v1/admin/compliance/export/csv', 'get')['x-required-scopes']).toEqual(['admin:all']);
    expect(op('/v1/agents/register', 'post').security).toEqual([{ apiKeyAuth: ['agent:write'] }]);
    expect(op('/v1/auth/api-keys', 'post').security).toEqual([{ bearerAuth: [] }]);
    expect(op('/v1/health', 'get').security).toEqual([]);
    expect(op('/v1/agents/{agent_id}/verify', 'post').security).toEqual([{ agentToken: [] }]);
  });
});

describe('what the OpenAPI document says about credentials is what every route enforces', () => {
  const placeholderId = String(1_000_000 + Math.floor(Math.random() * 1_000_000));
  type Op = { security: Array<Record<string, string[]>>; 'x-required-scopes': string[] };
  const operations = async () => {
    const doc = (await call('GET', '/openapi.json')).json as { paths: Record<string, Record<string, Op>> };
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        label: `${method} ${path}`,
        method: method.toUpperCase(),
        // Placeholder ids: the credential is checked before the parameters are, so no resource needs to exist. A fresh id
        // per run: invalid agent tokens are throttled per agent id, and other files in this isolate probe agent 1.
        path: path.replace(/\{[a-z_]+\}/g, placeholderId),
        schemes: op.security.flatMap((s) => Object.keys(s)),
        scopes: op['x-required-scopes'],
      })),
    );
  };
  const send = (op: { method: string; path: string }, headers: Record<string, string>) =>
    call(op.method, op.path, { headers, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} }) });

  it('refuses exactly the documented operations without a credential, and each credential kind where it is not listed', async () => {
    const owner = await newTenant({ scopes: ['admin:all'] });
    const wrong: string[] = [];
    for (const op of await operations()) {
      const anonymous = await send(op, {});
      if ((anonymous.status === 401) !== op.schemes.length > 0) wrong.push(`${op.label} anonymous → ${anonymous.status}`);
      const byKey = await send(op, { 'x-api-key': owner.apiKey });
      if (op.schemes.length && (byKey.status === 401) !== !op.schemes.includes('apiKeyAuth'))
        wrong.push(`${op.label} key → ${byKey.status}`);
      const byToken = await send(op, bearer(owner));
      if (op.schemes.length && (byToken.status === 401) !== !op.schemes.includes('bearerAuth'))
        wrong.push(`${op.label} bearer → ${byToken.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an API key without the documented scope, and only then', async () => {
    const owner = await newTenant();
    const res = await call('POST', '/v1/auth/api-keys', { headers: bearer(owner), body: { name: 'agents', scopes: ['agent:write'] } });
    const key = res.json.key as string;
    const wrong: string[] = [];
    for (const op of (await operations()).filter((o) => o.schemes.includes('apiKeyAuth'))) {
      const answer = await send(op, { 'x-api-key': key });
      const refused = answer.status === 403 && answer.json?.code === 'INSUFFICIENT_SCOPE';
      if (refused !== op.scopes.some((s) => s !== 'agent:write')) wrong.push(`${op.label} → ${answer.status} ${answer.json?.code}`);
    }
    expect(wrong).toEqual([]);
  });
});
