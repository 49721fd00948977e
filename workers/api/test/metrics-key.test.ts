import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKey, bearer, call, newTenant, type Tenant } from './setup/harness.ts';

/**
 * The scrape credential: an API key with only `metrics:read`, sent as `Authorization: Bearer` (the header Prometheus'
 * `authorization` setting sends). It reads the metrics routes and nothing else.
 */
async function metricsKey(t: Tenant, scopes = ['metrics:read']): Promise<string> {
  const res = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'prometheus', scopes } });
  expect(res.status, res.text).toBe(201);
  expect(res.json.scopes).toEqual(scopes);
  return res.json.key as string;
}

const scrapeAs = (key: string) => ({ authorization: `Bearer ${key}` });

afterEach(() => vi.restoreAllMocks());

describe('metrics key', () => {
  it('scrapes /v1/metrics/prometheus as a bearer token, and also reads the JSON metrics of its own organization', async () => {
    const t = await newTenant();
    const key = await metricsKey(t);
    const logged: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => logged.push(String(line)));
    const scrape = await call('GET', '/v1/metrics/prometheus', { headers: scrapeAs(key) });
    vi.restoreAllMocks();
    expect(scrape.status, scrape.text).toBe(200);
    // Logged under its own pattern (not `/v1/metrics/:organization_id`, which also matches the path), key never shown.
    const line = logged.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'request');
    expect(line).toMatchObject({ route: '/v1/metrics/prometheus', auth: 'api_key', org_id: Number(t.orgId), status: 200 });
    expect(logged.join('\n')).not.toContain(key);
    expect(scrape.text).toContain('# TYPE verdict_request_duration_seconds histogram');
    expect((await call('GET', '/v1/metrics/prometheus', { headers: { 'x-api-key': key } })).status).toBe(200);
    expect((await call('GET', '/v1/metrics', { headers: scrapeAs(key) })).status).toBe(200);
    expect((await call('GET', `/v1/metrics/${t.orgId}`, { headers: scrapeAs(key) })).status).toBe(200);
    const other = await newTenant();
    expect((await call('GET', `/v1/metrics/${other.orgId}`, { headers: scrapeAs(key) })).status).toBe(403);
  });

  it('can do nothing else: verification, logs, batches, attestations, agents, badges, MCP and key rotation refuse it', async () => {
    const t = await newTenant();
    const key = await metricsKey(t);
    const refusals = [
      await call('POST', '/v1/verify/math', { headers: { 'x-api-key': key }, body: { expression: '1+1 = 2' } }),
      await call('GET', '/v1/logs', { headers: { 'x-api-key': key } }),
      await call('GET', '/v1/verify/batch/job_x', { headers: { 'x-api-key': key } }),
      await call('GET', '/v1/attestation/att_x', { headers: { 'x-api-key': key } }),
      await call('POST', '/v1/agents/register', { headers: { 'x-api-key': key }, body: { name: 'a' } }),
      await call('GET', '/v1/badge/verified', { headers: { 'x-api-key': key } }),
      await call('POST', '/mcp', {
        headers: { 'x-api-key': key, accept: 'application/json, text/event-stream' },
        body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      }),
      await call('POST', '/v1/admin/keys/rotate', { headers: { 'x-api-key': key }, body: { key_id: 'key_x' } }),
      await call('GET', '/v1/webhooks', { headers: { 'x-api-key': key } }),
    ];
    for (const res of refusals) {
      expect(res.status, res.text).toBe(403);
      expect(res.json?.code ?? res.json?.error?.code ?? res.text).toContain('INSUFFICIENT_SCOPE');
    }
  });

  it('as a bearer token is refused everywhere but the metrics routes, and other keys do not travel as bearer tokens', async () => {
    const t = await newTenant();
    const key = await metricsKey(t);
    expect((await call('GET', '/v1/logs', { headers: scrapeAs(key) })).status).toBe(401);
    expect((await call('GET', '/v1/auth/me', { headers: scrapeAs(key) })).status).toBe(401);
    // A general-purpose key (no metrics:read) keeps working as X-API-Key on metrics, as the spec says, but not as a bearer.
    expect((await call('GET', '/v1/metrics/prometheus', { headers: apiKey(t) })).status).toBe(200);
    const bearerGeneral = await call('GET', '/v1/metrics/prometheus', { headers: scrapeAs(t.apiKey) });
    expect(bearerGeneral.status).toBe(403);
    // Revoked: refused at once.
    const list = await call('GET', '/v1/auth/api-keys', { headers: bearer(t) });
    const id = (list.json.keys ?? list.json).find((k: { name: string }) => k.name === 'prometheus').id as string;
    expect((await call('DELETE', `/v1/auth/api-keys/${id}`, { headers: bearer(t) })).status).toBeLessThan(300);
    expect((await call('GET', '/v1/metrics/prometheus', { headers: scrapeAs(key) })).status).toBe(401);
  });

  it('combined with other scopes is an ordinary key that may also scrape as a bearer token', async () => {
    const t = await newTenant();
    const both = await metricsKey(t, ['metrics:read', 'verify:read']);
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': both } })).status).toBe(200);
    expect((await call('GET', '/v1/metrics/prometheus', { headers: scrapeAs(both) })).status).toBe(200);
  });

  it('is documented in the OpenAPI description of the metrics routes', async () => {
    const doc = await call('GET', '/openapi.json');
    const op = doc.json.paths['/v1/metrics/prometheus'].get;
    expect(op.description).toContain('metrics:read');
    expect(doc.json.components.schemas.ApiKeyCreate ?? doc.json.components.schemas).toBeDefined();
  });
});
