import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { apiKey, bearer, call, env, newTenant } from './setup/harness.ts';

const app = createApp();

/** A request to the app with some configuration overridden (e.g. CORS origins). */
async function fetchWith(overrides: Partial<typeof env>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`http://verdict.test${path}`, init, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('415 Unsupported Media Type', () => {
  it('names application/json when a JSON route gets a body without content-type (curl -d default) or with another type', async () => {
    const t = await newTenant();
    for (const contentType of [undefined, 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await call('POST', '/v1/verify/math', {
        headers: { ...apiKey(t), ...(contentType ? { 'content-type': contentType } : {}) },
        raw: '{"expression":"2+2"}',
      });
      expect(res.status, res.text).toBe(415);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', expected_media_type: 'application/json' });
      expect(res.json.detail).toContain('Content-Type: application/json');
    }
  });

  it('names multipart/form-data on the upload routes', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), body: { query: 'mean of x' } });
    expect(res.status, res.text).toBe(415);
    expect(res.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', expected_media_type: 'multipart/form-data' });
  });
});

describe('405 Method Not Allowed', () => {
  it('answers a known path with the wrong method with 405 and Allow, an unknown path with 404', async () => {
    const get = await call('GET', '/v1/verify/math');
    expect(get.status).toBe(405);
    expect(get.json).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
    expect(get.headers.get('allow')).toBe('OPTIONS, POST');

    const del = await call('DELETE', '/v1/health');
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD, OPTIONS');

    // Parameterised paths: GET and DELETE exist on /auth/api-keys/{id}? Only DELETE does.
    const keyPath = await call('GET', '/v1/auth/api-keys/key_123');
    expect(keyPath.status).toBe(405);
    expect(keyPath.headers.get('allow')).toBe('DELETE, OPTIONS');

    const missing = await call('GET', '/v1/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('NOT_FOUND');
    expect(missing.headers.get('allow')).toBeNull();
  });
});

describe('401 WWW-Authenticate', () => {
  it('names the accepted schemes, and says invalid_token when a credential was refused', async () => {
    const none = await call('POST', '/v1/verify/math', { body: { expression: '1+1' } });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="verdict", ApiKey realm="verdict", header="X-API-Key"');

    const bad = await call('GET', '/v1/logs', { headers: { 'x-api-key': 'svc_live_notAKeyAtAll1234' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toContain('error="invalid_token"');

    const agent = await call('POST', '/v1/agents/1/verify', { body: { query: '1+1', context: { conversation_id: 'c', step_number: 1 } } });
    expect(agent.status).toBe(401);
    expect(agent.headers.get('www-authenticate')).toMatch(/^AgentToken realm="verdict", header="X-Agent-Token"/);
  });
});

describe('CORS', () => {
  const origin = 'https://app.example.com';
  const preflight = {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-api-key, idempotency-key',
    },
  };

  it('answers a preflight 204 for an allowed origin with the methods and headers a browser application needs', async () => {
    const res = await fetchWith({ CORS_ALLOWED_ORIGINS: `https://other.example, ${origin}` }, '/v1/verify/math', preflight);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['content-type', 'x-api-key', 'idempotency-key', 'authorization', 'x-agent-token']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows in a preflight every method the routes of the API use (webhooks are updated with PATCH)', async () => {
    const document = (await (await fetchWith({}, '/openapi.json', {})).json()) as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.keys(operations)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => m.toUpperCase()),
      ),
    );
    expect(methods).toContain('PATCH');
    const res = await fetchWith({ CORS_ALLOWED_ORIGINS: origin }, '/v1/webhooks/whk_1', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'content-type, authorization' },
    });
    expect(res.status).toBe(204);
    const allowed = (res.headers.get('access-control-allow-methods') ?? '').split(',').map((m) => m.trim());
    for (const method of methods) expect(allowed, method).toContain(method);
  });

  it('exposes the rate-limit, attestation, request-id and retry headers on real responses', async () => {
    const t = await newTenant();
    const res = await fetchWith({ CORS_ALLOWED_ORIGINS: '*' }, '/v1/verify/math', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...apiKey(t) },
      body: JSON.stringify({ expression: '2+2=4', options: { include_attestation: true } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const h of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'service-attestation', 'x-request-id']) {
      expect(exposed).toContain(h);
    }
    // Errors carry the CORS headers too, or a browser could not read why it failed.
    const denied = await fetchWith({ CORS_ALLOWED_ORIGINS: origin }, '/v1/logs', { headers: { origin } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('allows no origin unless configured, and never a foreign one', async () => {
    const unset = await fetchWith({ CORS_ALLOWED_ORIGINS: undefined }, '/v1/verify/math', preflight);
    expect(unset.status).toBe(204);
    expect(unset.headers.get('access-control-allow-origin')).toBeNull();
    const foreign = await fetchWith({ CORS_ALLOWED_ORIGINS: 'https://trusted.example' }, '/v1/health', { headers: { origin } });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Location on 201 and 202', () => {
  it('points at the created resource', async () => {
    const t = await newTenant();
    const key = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'loc' } });
    expect(key.status).toBe(201);
    expect(key.headers.get('location')).toBe(`/v1/auth/api-keys/${key.json.id}`);

    const agent = await call('POST', '/v1/agents/register', { headers: apiKey(t), body: { name: 'loc-bot' } });
    expect(agent.status).toBe(201);
    expect(agent.headers.get('location')).toBe(`/v1/agents/${agent.json.agent_id}/activity`);

    const batch = await call('POST', '/v1/verify/batch', {
      headers: { ...apiKey(t), prefer: 'respond-async' },
      body: { items: [{ type: 'math', query: '1+1' }] },
    });
    expect(batch.status, batch.text).toBe(202);
    expect(batch.headers.get('location')).toBe(`/v1/verify/batch/${batch.json.job_id}`);
    expect((await call('GET', batch.headers.get('location') ?? '', { headers: apiKey(t) })).status).toBe(200);
  });
});

describe('Idempotency-Key on creating POSTs', () => {
  it('replays the first API key creation: same key, Idempotent-Replayed, one key created, the secret stored encrypted', async () => {
    const t = await newTenant();
    const headers = { ...bearer(t), 'idempotency-key': 'create-key-1' };
    const first = await call('POST', '/v1/auth/api-keys', { headers, body: { name: 'ci' } });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await call('POST', '/v1/auth/api-keys', { headers, body: { name: 'ci' } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const list = await call('GET', '/v1/auth/api-keys', { headers: bearer(t) });
    expect(list.json.keys.filter((k: { name: string }) => k.name === 'ci')).toHaveLength(1);

    const rows = await env.DB.prepare('SELECT key_hash, response FROM idempotency_keys WHERE org_id = ?').bind(Number(t.orgId)).all();
    expect(rows.results).toHaveLength(1);
    expect(JSON.stringify(rows.results)).not.toContain(first.json.key);
    expect(JSON.stringify(rows.results)).not.toContain('create-key-1');

    const mismatch = await call('POST', '/v1/auth/api-keys', { headers, body: { name: 'other' } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.code).toBe('IDEMPOTENCY_MISMATCH');

    // Keys belong to the credential that sent them: another credential with the same key creates its own.
    const viaOther = await call('POST', '/v1/auth/api-keys', {
      headers: { authorization: `Bearer ${(await newTenant()).token}`, 'idempotency-key': 'create-key-1' },
      body: { name: 'ci' },
    });
    expect(viaOther.status).toBe(201);
    expect(viaOther.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays agent registration, key rotation, attestation revocation and batches', async () => {
    const t = await newTenant();
    const register = () =>
      call('POST', '/v1/agents/register', { headers: { ...apiKey(t), 'idempotency-key': 'agent-1' }, body: { name: 'idem-bot' } });
    const a1 = await register();
    const a2 = await register();
    expect(a2.headers.get('idempotent-replayed')).toBe('true');
    expect(a2.json.agent_id).toBe(a1.json.agent_id);
    expect(a2.json.agent_token).toBe(a1.json.agent_token);

    const extra = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'to-rotate' } });
    const rotate = () =>
      call('POST', '/v1/admin/keys/rotate', { headers: { ...bearer(t), 'idempotency-key': 'rotate-1' }, body: { key_id: extra.json.id } });
    const r1 = await rotate();
    expect(r1.status, r1.text).toBe(200);
    const r2 = await rotate();
    expect(r2.headers.get('idempotent-replayed')).toBe('true');
    expect(r2.json.key).toBe(r1.json.key);
    // The replayed key still works: the retry did not rotate a second time.
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': r2.json.key } })).status).toBe(200);

    const verified = await call('POST', '/v1/verify/math', {
      headers: apiKey(t),
      body: { expression: '2+2=4', options: { include_attestation: true } },
    });
    const jti = JSON.parse(atob((verified.json.attestation as string).split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).jti;
    const revoke = () =>
      call('POST', `/v1/attestation/${jti}/revoke`, { headers: { ...bearer(t), 'idempotency-key': 'revoke-1' }, body: { reason: 'x' } });
    const v1 = await revoke();
    const v2 = await revoke();
    expect(v1.status).toBe(200);
    expect(v2.headers.get('idempotent-replayed')).toBe('true');
    expect(v2.json).toEqual(v1.json);

    const batch = () =>
      call('POST', '/v1/verify/batch', {
        headers: { ...apiKey(t), 'idempotency-key': 'batch-1' },
        body: { items: [{ type: 'math', query: '2*3' }] },
      });
    const b1 = await batch();
    const b2 = await batch();
    expect(b1.status).toBe(200);
    expect(b2.headers.get('idempotent-replayed')).toBe('true');
    expect(b2.json.job_id).toBe(b1.json.job_id);
  });

  it('two concurrent requests with one key create one resource: the second is replayed or told to retry (409)', async () => {
    const t = await newTenant();
    const send = () =>
      call('POST', '/v1/auth/api-keys', { headers: { ...bearer(t), 'idempotency-key': 'race-1' }, body: { name: 'race' } });
    const results = await Promise.all([send(), send()]);
    for (const r of results) {
      expect([201, 409]).toContain(r.status);
      if (r.status === 409) expect(r.json.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const list = await call('GET', '/v1/auth/api-keys', { headers: bearer(t) });
    expect(list.json.keys.filter((k: { name: string }) => k.name === 'race')).toHaveLength(1);
  });

  it('frees the key when the first request fails, refuses malformed keys, and ignores the header on reads', async () => {
    const t = await newTenant();
    const failed = await call('POST', '/v1/auth/api-keys', { headers: { ...bearer(t), 'idempotency-key': 'k-fail' }, body: { name: '' } });
    expect(failed.status).toBe(400);
    const retry = await call('POST', '/v1/auth/api-keys', {
      headers: { ...bearer(t), 'idempotency-key': 'k-fail' },
      body: { name: 'fixed' },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();

    const bad = await call('POST', '/v1/auth/api-keys', {
      headers: { ...bearer(t), 'idempotency-key': 'has spaces' },
      body: { name: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_ERROR');

    const read = await call('GET', '/v1/auth/api-keys', { headers: { ...bearer(t), 'idempotency-key': 'whatever' } });
    expect(read.status).toBe(200);
  });
});
