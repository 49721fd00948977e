import { describe, expect, it } from 'vitest';
import { call } from './setup/harness.ts';

describe('GET /v1/health', () => {
  it('answers without authentication with version 5.0.0', async () => {
    const res = await call('GET', '/v1/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'healthy', service: 'verdict', version: '5.0.0' });
    expect(new Date(res.json.timestamp).toISOString()).toBe(res.json.timestamp);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('echoes a sane caller request id', async () => {
    const res = await call('GET', '/v1/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers unknown routes with a 404 problem', async () => {
    const res = await call('GET', '/v1/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.json).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
