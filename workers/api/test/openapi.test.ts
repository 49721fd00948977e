import { describe, expect, it } from 'vitest';
import { call } from './setup/harness.ts';

describe('OpenAPI document and docs page', () => {
  it('serves a valid OpenAPI 3.1 document listing the implemented routes', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    // Schema validation against the official 3.1 meta-schema runs in the end-to-end test (the validator needs Node's fs).
    for (const path of ['/v1/health', '/v1/auth/signup', '/v1/auth/signin', '/v1/auth/me', '/v1/auth/api-keys', '/v1/auth/api-keys/{key_id}', '/v1/admin/keys/rotate', '/v1/logs']) {
      expect(Object.keys(res.json.paths), path).toContain(path);
    }
    expect(res.json.components.schemas.Problem).toBeDefined();
  });

  it('serves the docs page without any external URL', async () => {
    const res = await call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('/_static/swagger-ui-dist/swagger-ui-bundle.js');
    expect(res.text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
  });
});
