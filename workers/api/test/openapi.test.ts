import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { call } from './setup/harness.ts';

/** The documentation routes themselves and the console's trailing-slash redirect are the only ones the document omits. */
const UNDOCUMENTED = new Set(['/openapi.json', '/docs', '/console/']);

describe('OpenAPI document and docs page', () => {
  it('serves a valid OpenAPI 3.1 document listing the implemented routes', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    // Schema validation against the official 3.1 meta-schema runs in the end-to-end test (the validator needs Node's fs).
    for (const path of [
      '/v1/health',
      '/v1/auth/signup',
      '/v1/auth/signin',
      '/v1/auth/me',
      '/v1/auth/api-keys',
      '/v1/auth/api-keys/{key_id}',
      '/v1/admin/keys/rotate',
      '/v1/logs',
    ]) {
      expect(Object.keys(res.json.paths), path).toContain(path);
    }
    expect(res.json.components.schemas.Problem).toBeDefined();
  });

  it('documents every route the app serves, with its method', async () => {
    const doc = (await call('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const served = createApp().routes.filter((r) => r.method !== 'ALL' && !UNDOCUMENTED.has(r.path) && !r.path.startsWith('/_static'));
    expect(served.length).toBeGreaterThan(40);
    const missing = served
      .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}') }))
      .filter((r) => !doc.paths[r.path]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('serves the docs page without any external URL', async () => {
    const res = await call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('/_static/swagger-ui-dist/swagger-ui-bundle.js');
    expect(res.text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
  });
});
