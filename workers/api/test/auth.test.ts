import { describe, expect, it } from 'vitest';
import { apiKey, bearer, call, newTenant, PASSWORD, uniqueEmail } from './setup/harness.ts';

describe('POST /v1/auth/signup', () => {
  it('creates an organization and its owner and returns a bearer token', async () => {
    const email = uniqueEmail();
    const res = await call('POST', '/v1/auth/signup', {
      body: { email: `  ${email.toUpperCase()} `, password: PASSWORD, organization_name: 'Acme' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ token_type: 'bearer', user: { email, role: 'owner' } });
    expect(typeof res.json.user.org_id).toBe('string');
    expect(res.json.access_token.split('.')).toHaveLength(3);
  });

  it('rejects a duplicate email (after normalisation) with 409', async () => {
    const email = uniqueEmail();
    expect((await call('POST', '/v1/auth/signup', { body: { email, password: PASSWORD, organization_name: 'A' } })).status).toBe(201);
    const again = await call('POST', '/v1/auth/signup', {
      body: { email: email.toUpperCase(), password: PASSWORD, organization_name: 'B' },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['short password', { email: 'a@example.com', password: 'short', organization_name: 'A' }],
    ['bad email', { email: 'not-an-email', password: PASSWORD, organization_name: 'A' }],
    ['missing organization', { email: 'a@example.com', password: PASSWORD }],
    ['wrong type', { email: 42, password: PASSWORD, organization_name: 'A' }],
    ['unknown field', { email: 'a@example.com', password: PASSWORD, organization_name: 'A', role: 'admin' }],
    ['1 MB name', { email: 'a@example.com', password: PASSWORD, organization_name: 'x'.repeat(1024 * 1024 - 100) }],
  ])('rejects %s with a 4xx problem', async (_label, body) => {
    const res = await call('POST', '/v1/auth/signup', { body });
    expect([400, 413]).toContain(res.status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.json.code).toMatch(/^(VALIDATION_ERROR|PAYLOAD_TOO_LARGE)$/);
  });

  it('rejects malformed JSON with 400 INVALID_JSON', async () => {
    const res = await call('POST', '/v1/auth/signup', { raw: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('INVALID_JSON');
  });

  it('stores SQL-looking and unicode organization names verbatim', async () => {
    const name = "Robert'); DROP TABLE organizations;-- 🚀 Ωmega";
    const res = await call('POST', '/v1/auth/signup', { body: { email: uniqueEmail(), password: PASSWORD, organization_name: name } });
    expect(res.status).toBe(201);
    const me = await call('GET', '/v1/auth/me', { headers: bearer({ token: res.json.access_token }) });
    expect(me.json.organization.name).toBe(name);
  });
});

describe('POST /v1/auth/signin', () => {
  it('signs in with the right password', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/auth/signin', { body: { email: t.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.user.id).toBe(t.userId);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const t = await newTenant();
    const wrong = await call('POST', '/v1/auth/signin', { body: { email: t.email, password: 'wrong password 123' } });
    const unknown = await call('POST', '/v1/auth/signin', { body: { email: uniqueEmail('ghost'), password: 'wrong password 123' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.code).toBe(unknown.json.code);
    expect(wrong.json.detail).toBe(unknown.json.detail);
  });

  it('validates the body', async () => {
    expect((await call('POST', '/v1/auth/signin', { body: { email: 'x@example.com' } })).status).toBe(400);
  });
});

describe('GET /v1/auth/me', () => {
  it('returns the user and organization', async () => {
    const t = await newTenant({ name: 'Me Corp' });
    const res = await call('GET', '/v1/auth/me', { headers: bearer(t) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user: { id: t.userId, role: 'owner', org_id: t.orgId },
      organization: { id: t.orgId, name: 'Me Corp' },
    });
  });

  it.each([
    ['no credential', {}],
    ['garbage token', { authorization: 'Bearer abc.def.ghi' }],
    ['api key instead of bearer', { 'x-api-key': 'svc_live_aaaaaaaaaaaaaaaaaaaaaa' }],
  ])('401 with %s', async (_label, headers) => {
    const res = await call('GET', '/v1/auth/me', { headers });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('UNAUTHORIZED');
  });
});

describe('API keys', () => {
  it('creates a svc_live_ key shown once, lists it without the key, revokes it', async () => {
    const t = await newTenant();
    const created = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'ci', scopes: ['verify:read'] } });
    expect(created.status).toBe(201);
    expect(created.json.key).toMatch(/^svc_live_[A-Za-z0-9_-]{43}$/);
    expect(created.json).toMatchObject({ name: 'ci', scopes: ['verify:read'] });

    const list = await call('GET', '/v1/auth/api-keys', { headers: bearer(t) });
    expect(list.status).toBe(200);
    expect(list.json.keys.map((k: { id: string }) => k.id)).toContain(created.json.id);
    expect(list.text).not.toContain(created.json.key);

    const revoked = await call('DELETE', `/v1/auth/api-keys/${created.json.id}`, { headers: bearer(t) });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ id: created.json.id, revoked: true });
    const after = await call('GET', '/v1/auth/api-keys', { headers: bearer(t) });
    expect(after.json.keys.map((k: { id: string }) => k.id)).not.toContain(created.json.id);
  });

  it('lists keys a page at a time: limit is honoured and next_cursor pages through the rest', async () => {
    const t = await newTenant();
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: `k${i}` } })).status).toBe(201);
    }
    const first = await call('GET', '/v1/auth/api-keys?limit=2', { headers: bearer(t) });
    expect(first.status, first.text).toBe(200);
    expect(first.json.items).toHaveLength(2);
    expect(first.json.total).toBe(5);
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const second = await call('GET', `/v1/auth/api-keys?limit=2&cursor=${encodeURIComponent(first.json.next_cursor)}`, {
      headers: bearer(t),
    });
    const third = await call('GET', `/v1/auth/api-keys?limit=2&cursor=${encodeURIComponent(second.json.next_cursor)}`, {
      headers: bearer(t),
    });
    expect(third.json.items).toHaveLength(1);
    expect(third.json.next_cursor).toBeNull();
    const ids = [...first.json.items, ...second.json.items, ...third.json.items].map((k: { id: string }) => k.id);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toContain(t.apiKeyId);
    for (const bad of ['limit=0', 'limit=101', 'cursor=nope']) {
      expect((await call('GET', `/v1/auth/api-keys?${bad}`, { headers: bearer(t) })).status, bad).toBe(400);
    }
  });

  it('a revoked key gets 401 on its next request', async () => {
    const t = await newTenant();
    expect((await call('GET', '/v1/logs', { headers: apiKey(t) })).status).toBe(200);
    expect((await call('DELETE', `/v1/auth/api-keys/${t.apiKeyId}`, { headers: bearer(t) })).status).toBe(200);
    const res = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(res.status).toBe(401);
  });

  it('creates svc_test_ keys marked as test traffic', async () => {
    const t = await newTenant();
    const created = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'sandbox', test: true } });
    expect(created.json.key).toMatch(/^svc_test_/);
    const list = await call('GET', '/v1/auth/api-keys', { headers: bearer(t) });
    expect(list.json.keys.find((k: { id: string }) => k.id === created.json.id).is_test).toBe(true);
  });

  it('refuses a key from an IP outside its allowlist and accepts one inside', async () => {
    const t = await newTenant();
    const created = await call('POST', '/v1/auth/api-keys', {
      headers: bearer(t),
      body: { name: 'office', ip_allowlist: ['203.0.113.0/24', '2001:db8::1'] },
    });
    expect(created.status).toBe(201);
    const key = created.json.key;
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': key, 'cf-connecting-ip': '203.0.113.9' } })).status).toBe(200);
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': key, 'cf-connecting-ip': '2001:db8::1' } })).status).toBe(200);
    const outside = await call('GET', '/v1/logs', { headers: { 'x-api-key': key, 'cf-connecting-ip': '198.51.100.7' } });
    expect(outside.status).toBe(403);
    expect(outside.json.code).toBe('IP_NOT_ALLOWED');
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': key } })).status).toBe(403);
  });

  it('refuses a key without the needed scope with 403', async () => {
    const t = await newTenant({ scopes: ['agent:write'] });
    const res = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('validates key creation input', async () => {
    const t = await newTenant();
    for (const body of [{}, { name: '' }, { name: 'x', scopes: ['root'] }, { name: 'x', ip_allowlist: ['not an ip'] }]) {
      const res = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a bearer token', async () => {
    const t = await newTenant();
    expect((await call('GET', '/v1/auth/api-keys')).status).toBe(401);
    expect((await call('GET', '/v1/auth/api-keys', { headers: apiKey(t) })).status).toBe(401);
    expect((await call('POST', '/v1/auth/api-keys', { body: { name: 'x' } })).status).toBe(401);
  });

  it("cannot list, revoke or rotate another organization's keys", async () => {
    const a = await newTenant();
    const b = await newTenant();
    const list = await call('GET', '/v1/auth/api-keys', { headers: bearer(b) });
    expect(list.json.keys.map((k: { id: string }) => k.id)).not.toContain(a.apiKeyId);
    expect((await call('DELETE', `/v1/auth/api-keys/${a.apiKeyId}`, { headers: bearer(b) })).status).toBe(404);
    expect((await call('POST', '/v1/admin/keys/rotate', { headers: bearer(b), body: { key_id: a.apiKeyId } })).status).toBe(404);
    expect((await call('GET', '/v1/logs', { headers: apiKey(a) })).status).toBe(200);
  });
});

describe('POST /v1/admin/keys/rotate', () => {
  it('issues a new key with the same name and scopes and revokes the old one', async () => {
    const t = await newTenant({ scopes: ['verify:read', 'attestation:read'] });
    const res = await call('POST', '/v1/admin/keys/rotate', { headers: bearer(t), body: { key_id: t.apiKeyId } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'default', scopes: ['verify:read', 'attestation:read'], rotated_from: t.apiKeyId });
    expect(res.json.key).toMatch(/^svc_live_/);
    expect((await call('GET', '/v1/logs', { headers: apiKey(t) })).status).toBe(401);
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': res.json.key } })).status).toBe(200);
  });

  it('validates, authenticates and 404s unknown keys', async () => {
    const t = await newTenant();
    expect((await call('POST', '/v1/admin/keys/rotate', { body: { key_id: t.apiKeyId } })).status).toBe(401);
    expect((await call('POST', '/v1/admin/keys/rotate', { headers: bearer(t), body: {} })).status).toBe(400);
    expect((await call('POST', '/v1/admin/keys/rotate', { headers: bearer(t), body: { key_id: 'key_missing' } })).status).toBe(404);
  });
});
