import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWranglerDev, type DevServer } from '../support/wrangler-dev.ts';

/**
 * End to end over the real `wrangler dev` (workerd as in production: no `new Function`, no runtime wasm compilation),
 * talking HTTP like a client.
 */
let server: DevServer;

beforeAll(async () => {
  server = await startWranglerDev();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function http(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined };
}

describe('end to end over wrangler dev', () => {
  it('health → signup → API key → logs', async () => {
    const health = await http('GET', '/v1/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ version: '5.0.0', service: 'verdict' });

    const signup = await http('POST', '/v1/auth/signup', { email: `e2e.${Date.now()}@example.com`, password: 'a long enough password', organization_name: 'E2E' });
    expect(signup.status, signup.text).toBe(201);
    const token = signup.json.access_token;

    const key = await http('POST', '/v1/auth/api-keys', { name: 'e2e' }, { authorization: `Bearer ${token}` });
    expect(key.status, key.text).toBe(201);

    const logs = await http('GET', '/v1/logs', undefined, { 'x-api-key': key.json.key });
    expect(logs.status, logs.text).toBe(200);
    expect(logs.json).toMatchObject({ organization_name: 'E2E', total_logs: 0, logs: [] });
  });

  it('runs a stats query through the sandbox worker', async () => {
    const signup = await http('POST', '/v1/auth/signup', { email: `e2e.stats.${Date.now()}@example.com`, password: 'a long enough password', organization_name: 'E2E stats' });
    const key = await http('POST', '/v1/auth/api-keys', { name: 'stats' }, { authorization: `Bearer ${signup.json.access_token}` });
    const form = new FormData();
    form.set('file', new File(['x,y\n1,2\n3,4\n5,9\n'], 'data.csv', { type: 'text/csv' }));
    form.set('query', 'correlation between x and y');
    const res = await fetch(`${server.url}/v1/verify/stats`, { method: 'POST', headers: { 'x-api-key': key.json.key }, body: form });
    const body = (await res.json()) as { status: string; computed_value: number };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('SUCCESS');
    // Pearson r of (1,2),(3,4),(5,9), computed independently.
    const xs = [1, 3, 5];
    const ys = [2, 4, 9];
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const [mx, my] = [mean(xs), mean(ys)];
    const cov = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0);
    const r = cov / Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0) * ys.reduce((s, y) => s + (y - my) ** 2, 0));
    expect(body.computed_value).toBeCloseTo(r, 12);
  });

  it('runs the engines in the production runtime (no eval, wasm imported statically)', async () => {
    const signup = await http('POST', '/v1/auth/signup', { email: `e2e.engines.${Date.now()}@example.com`, password: 'a long enough password', organization_name: 'E2E engines' });
    const key = await http('POST', '/v1/auth/api-keys', { name: 'engines' }, { authorization: `Bearer ${signup.json.access_token}` });
    const headers = { 'x-api-key': key.json.key };
    const identity = await http('POST', '/v1/verify/math', { expression: 'sin(x)^2+cos(x)^2 = 1', options: { include_attestation: true } }, headers);
    expect(identity.status, identity.text).toBe(200);
    expect(identity.json.is_valid).toBe(true);
    expect(identity.headers.get('service-attestation')).toBe(identity.json.attestation);
    const refuted = await http('POST', '/v1/verify/math', { expression: 'sqrt(x^2) = x' }, headers);
    expect(refuted.json.is_valid).toBe(false);
    const code = await http('POST', '/v1/verify/code', { code: 'import os\nos.system(input())\n' }, headers);
    expect(code.status, code.text).toBe(200);
    expect(code.json.is_safe).toBe(false);
    const rag = await http('POST', '/v1/verify/rag', { target_document_id: 'd', chunks: [{ id: 'a', metadata: { document_id: 'd' } }] }, headers);
    expect(rag.json.verified).toBe(true);
    const logs = await http('GET', '/v1/logs', undefined, headers);
    expect(logs.json.total_logs).toBeGreaterThanOrEqual(1);
  });

  it('serves a valid OpenAPI 3.1 document and an offline docs page', async () => {
    const doc = await http('GET', '/openapi.json');
    expect(doc.status).toBe(200);
    const result = await new Validator().validate(doc.json);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);

    const docs = await http('GET', '/docs');
    expect(docs.status).toBe(200);
    const asset = await fetch(`${server.url}/_static/swagger-ui-dist/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
