import { SALES_CSV, STATS_REFERENCE_CASES } from '@verdict/engines/stats/fixtures/reference-cases.ts';
import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;

function expectClose(actual: unknown, expected: number | Record<string, number>, query: string) {
  if (typeof expected === 'number') {
    expect(actual, query).toBeTypeOf('number');
    expect(actual as number, query).toBeCloseTo(expected, 9);
    return;
  }
  const a = actual as Record<string, number>;
  const sorted = (o: object) => Object.keys(o).sort((x, y) => x.localeCompare(y));
  expect(sorted(a), query).toEqual(sorted(expected));
  for (const [k, v] of Object.entries(expected)) expect(a[k], `${query} [${k}]`).toBeCloseTo(v, 9);
}

describe('POST /v1/verify/stats: every query form through HTTP and the sandbox worker', () => {
  it(`answers ${STATS_REFERENCE_CASES.length} query forms with the independently computed value`, async () => {
    expect(STATS_REFERENCE_CASES.length).toBeGreaterThanOrEqual(25);
    t ??= await newTenant();
    for (const [query, expected] of STATS_REFERENCE_CASES) {
      const form = new FormData();
      form.set('file', new File([SALES_CSV], 'sales.csv', { type: 'text/csv' }));
      form.set('query', query);
      const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: form });
      expect(res.status, `${query}: ${res.text}`).toBe(200);
      expect(res.json.status, query).toBe('SUCCESS');
      expectClose(res.json.computed_value, expected, query);
    }
  });
});
