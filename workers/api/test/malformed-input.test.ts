import { describe, expect, it } from 'vitest';
import { call, newTenant } from './setup/harness.ts';

/**
 * Every documented route, called with malformed input by an owner who holds every scope: each answer must be a 4xx
 * problem with a stable code, never a 5xx and never exception text.
 */
const MALFORMED_BODIES: Array<[string, BodyInit, string]> = [
  ['invalid JSON', '{"query": ', 'application/json'],
  ['a JSON array', '[]', 'application/json'],
  ['a JSON string', '"x"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  [
    'wrong field types',
    JSON.stringify({ query: 42, expression: [], code: {}, items: 'x', trace: null, claim: 1, jwt: 5, name: [] }),
    'application/json',
  ],
  ['a deeply nested value', JSON.stringify({ query: JSON.parse('['.repeat(500) + ']'.repeat(500)) }), 'application/json'],
  ['a form body where JSON is expected', 'query=1', 'application/x-www-form-urlencoded'],
  ['text/plain', 'hello', 'text/plain'],
];

const EXCEPTION_TEXT = /TypeError|SyntaxError|ReferenceError|at [\w.]+ \(|stack|undefined is not|Cannot read prop/;

describe('malformed input on every documented route', () => {
  it('answers 4xx problems, never 5xx', async () => {
    const t = await newTenant();
    const doc = (await call('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const failures: string[] = [];
    let checked = 0;
    const statuses: Record<number, number> = {};
    for (const [template, methods] of Object.entries(doc.paths)) {
      const path = template.replace(/\{[^}]+\}/g, (m) => (m.includes('organization_id') ? t.orgId : 'x%20y'));
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        const headers = { authorization: `Bearer ${t.token}`, 'x-api-key': t.apiKey, 'x-agent-token': 'svc_agent_nope' };
        const attempts: Array<[string, BodyInit | undefined, string | undefined]> =
          method === 'GET' || method === 'DELETE' ? [['odd query parameters', undefined, undefined]] : MALFORMED_BODIES;
        for (const [label, raw, type] of attempts) {
          const url = method === 'GET' ? `${path}${path.includes('?') ? '&' : '?'}limit=-5&cursor=%00&status=nope&from=yesterday` : path;
          const res = await call(method, url, {
            headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
            ...(raw !== undefined ? { raw } : {}),
          });
          checked++;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status >= 500 || EXCEPTION_TEXT.test(res.text))
            failures.push(`${method} ${template} (${label}) → ${res.status} ${res.text.slice(0, 160)}`);
          else if (res.status >= 400 && !res.json?.code) failures.push(`${method} ${template} (${label}) → ${res.status} without a code`);
        }
      }
    }
    console.info('malformed input, answers by status:', JSON.stringify(statuses));
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
