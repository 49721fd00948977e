import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { STATS_LIMITS } from '@verdict/engines/stats/index.ts';
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/env.ts';
import worker from '../src/index.ts';
import { apiKey, call, env, newTenant } from './setup/harness.ts';

const CSV = ['region,price,qty', 'EU,10,1', 'EU,20,2', 'US,30,3', 'US,"40",4', 'APAC,50,5'].join('\n');

function upload(csv: string, query: string, numberFormat?: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'data.csv', { type: 'text/csv' }));
  form.set('query', query);
  if (numberFormat !== undefined) form.set('number_format', numberFormat);
  return form;
}

async function stats(t: { apiKey: string }, csv: string, query: string, numberFormat?: string) {
  const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: upload(csv, query, numberFormat) });
  return res;
}

/** The synthetic table of the bench (seeded, no Math.random): id, region, units, unit_price, revenue, age. */
function syntheticCsv(rows: number): string {
  let s = 42;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const regions = ['EU', 'US', 'APAC', 'LATAM'];
  const lines = ['id,region,units,unit_price,revenue,age'];
  for (let i = 1; i <= rows; i++) {
    const units = 1 + Math.floor(next() * 20);
    const price = Math.round(next() * 10000) / 100;
    lines.push(`${i},${regions[i % 4]},${units},${price},${Math.round(units * price * 100) / 100},${18 + Math.floor(next() * 60)}`);
  }
  return lines.join('\n');
}

describe('POST /v1/verify/stats', () => {
  it('computes a mean in the sandbox and returns the program that ran', async () => {
    const t = await newTenant();
    const res = await stats(t, CSV, 'mean of price');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'SUCCESS', computed_value: 30 });
    expect(typeof res.json.code).toBe('string');
    expect(res.json.columns).toEqual(['region', 'price', 'qty']);
  });

  it('takes verification options as a JSON part and attests the computed value; malformed options are a 400', async () => {
    const t = await newTenant();
    const form = upload(CSV, 'mean of price');
    form.set('options', JSON.stringify({ include_attestation: true, attestation_validity_days: 7 }));
    const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: form });
    expect(res.status, res.text).toBe(200);
    expect(res.json.attestation).toMatch(/^eyJ/);
    expect(res.headers.get('service-attestation')).toBe(res.json.attestation);
    const payload = JSON.parse(atob(res.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')));
    expect(payload.qwed.result.status).toBe('VERIFIED');
    expect(payload.exp - payload.iat).toBe(7 * 86_400);
    for (const bad of ['yes', '{"include_attestation":"true"}', '{"unknown":1}']) {
      const form2 = upload(CSV, 'mean of price');
      form2.set('options', bad);
      const refused = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: form2 });
      expect(refused.status, bad).toBe(400);
      expect(refused.json.code).toBe('VALIDATION_ERROR');
    }
  });

  it('applies where filters and group by', async () => {
    const t = await newTenant();
    const filtered = await stats(t, CSV, "sum of qty where region = 'EU'");
    expect(filtered.json.computed_value).toBe(3);
    const grouped = await stats(t, CSV, 'mean of price group by region');
    expect(grouped.json.computed_value).toEqual({ EU: 15, US: 35, APAC: 50 });
  });

  it('answers an untranslatable query with ERROR when no provider is configured', async () => {
    const t = await newTenant();
    const res = await stats(t, CSV, 'what does the data feel like');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ERROR');
  });

  it('validates the upload: missing parts, wrong content type, empty and oversize files', async () => {
    const t = await newTenant();
    const noQuery = new FormData();
    noQuery.set('file', new File([CSV], 'd.csv'));
    expect((await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: noQuery })).status).toBe(400);
    const noFile = new FormData();
    noFile.set('query', 'mean of price');
    expect((await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: noFile })).status).toBe(400);
    expect((await call('POST', '/v1/verify/stats', { headers: apiKey(t), body: { query: 'x' } })).status).toBe(415);
    const big = await stats(t, `a\n${'1\n'.repeat(5_300_000)}`, 'mean of a');
    expect(big.status).toBe(413);
    expect((await call('POST', '/v1/verify/stats', { raw: upload(CSV, 'mean of price') })).status).toBe(401);
  });

  it('answers 503 when the sandbox is unavailable, never computing in-process', async () => {
    const t = await newTenant();
    for (const SANDBOX of [
      undefined,
      {
        fetch: async () => {
          throw new Error('down');
        },
      },
      { fetch: async () => new Response('oops', { status: 500 }) },
    ]) {
      const ctx = createExecutionContext();
      // A stub standing in for the service binding: the test boundary where a partial Fetcher is enough.
      const stubEnv: Env = { ...env, SANDBOX: SANDBOX as unknown as Fetcher | undefined };
      const res = await worker.fetch(
        new Request('http://verdict.test/v1/verify/stats', { method: 'POST', headers: apiKey(t), body: upload(CSV, 'mean of price') }),
        stubEnv,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { code: string };
      expect(body.code).toBe('SANDBOX_UNAVAILABLE');
    }
  });

  it('computes integers beyond 2^53 exactly and says so (sum, max, count of the same column)', async () => {
    const t = await newTenant();
    const csv = 'n\n9007199254740993\n1\n1\n12345678901234567890\n';
    const sum = await stats(t, csv, 'sum of n');
    expect(sum.status, sum.text).toBe(200);
    expect(sum.json).toMatchObject({
      status: 'SUCCESS',
      exact_value: '12354686100489308885',
      computed_value: Number(12354686100489308885n),
    });
    expect((await stats(t, csv, 'max of n')).json).toMatchObject({ status: 'SUCCESS', exact_value: '12345678901234567890' });
    expect((await stats(t, csv, 'count of n')).json).toMatchObject({ status: 'SUCCESS', computed_value: 4 });
  });

  it('reads formatted cells and reports the unreadable ones: PARTIAL with rows, not verified, never a silent SUCCESS', async () => {
    const t = await newTenant();
    const formatted = 'amount\n"1,234.50"\n$12\n(15)\n"$1,000"\n';
    expect((await stats(t, formatted, 'mean of amount')).json).toMatchObject({ status: 'SUCCESS', exact_value: '557.875' });
    const res = await stats(t, 'id,amount\n1,10\n2,ten\n3,20\n4,\n', 'mean of amount');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'PARTIAL', computed_value: 15, skipped_cells: [{ column: 'amount', count: 1, rows: [3] }] });
    expect(res.json.warning).toContain('row 3');
    await new Promise((r) => setTimeout(r, 50));
    const logs = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(logs.json.logs[0]).toMatchObject({ domain: 'STATS', is_verified: false });
  });

  it('never cuts or pads a ragged record: PARTIAL naming its rows, attested FAILED; quoted separators stay one cell', async () => {
    const t = await newTenant();
    const csv = 'item,amount\nkeyboard,45.50\nmonitor,1,249.00\ncable,"1,234.50"\nmouse\ndesk,300,\n';
    const form = upload(csv, 'sum of amount');
    form.set('options', JSON.stringify({ include_attestation: true }));
    const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: form });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'PARTIAL', exact_value: '1280', ragged_rows: { count: 3, rows: [3, 5, 6] } });
    expect(res.json.warning).toContain('rows 3, 5, 6');
    const payload = JSON.parse(atob(res.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')));
    expect(payload.qwed.result).toMatchObject({ status: 'FAILED', verified: false });
    const rows = await stats(t, csv, 'how many rows');
    expect(rows.json).toMatchObject({ status: 'PARTIAL', computed_value: 2 });
  });

  it('gives missing-value markers one meaning: never counted, never a group or a distinct value of their own', async () => {
    const t = await newTenant();
    const csv = 'team,v\nred,1\nred,NA\nblue,N/A\nblue,2\nNA,n/a\n#N/A,NaN\nred,null\nblue,None\ngreen,\ngreen,3\n';
    expect((await stats(t, csv, 'count of v')).json).toMatchObject({ status: 'SUCCESS', computed_value: 3 });
    expect((await stats(t, csv, 'count of team')).json).toMatchObject({ status: 'SUCCESS', computed_value: 8 });
    expect((await stats(t, csv, 'number of distinct team')).json).toMatchObject({ status: 'SUCCESS', computed_value: 3 });
    expect((await stats(t, csv, 'count of v by team')).json).toMatchObject({
      status: 'SUCCESS',
      computed_value: { red: 1, blue: 1, '(empty)': 0, green: 1 },
    });
    const dash = await stats(t, 'expenses\n10\n-\n20\n', 'count of expenses');
    expect(dash.json).toMatchObject({ status: 'PARTIAL', computed_value: 2, skipped_cells: [{ column: 'expenses', count: 1 }] });
  });

  it('takes number_format for decimal-comma files and refuses an unknown one', async () => {
    const t = await newTenant();
    const csv = 'name;amount\na;"1.234,50"\nb;12,5\n';
    expect((await stats(t, csv, 'sum of amount', 'decimal_comma')).json).toMatchObject({ status: 'SUCCESS', exact_value: '1247' });
    const bad = await stats(t, csv, 'sum of amount', 'roman');
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_ERROR');
  });

  it('computes over columns named call, then, toString, constructor and __proto__ (data, not code): never 403', async () => {
    const t = await newTenant();
    for (const name of ['call', 'then', 'toString', 'constructor', '__proto__']) {
      const res = await stats(t, `${name},g\n1,a\n2,b\n4,a\n`, `sum of ${name} by g`);
      expect(res.status, `${name}: ${res.text}`).toBe(200);
      expect(res.json, name).toMatchObject({ status: 'SUCCESS', computed_value: { a: 5, b: 2 } });
    }
  });

  it('answers a CSV at the cells cap with its value, and refuses one past the file, cells or work caps with a clear 4xx', async () => {
    const t = await newTenant();
    // 'mean of revenue by region' reads two columns: as many rows as the cells cap allows, the other four columns of
    // the sales table cut off so that the file stays under the 1 MB cap.
    const csv = syntheticCsv(STATS_LIMITS.maxCells / 2)
      .split('\n')
      .map((line) => line.split(',').slice(1, 5).join(','))
      .join('\n');
    expect(csv.length).toBeLessThan(1024 * 1024);
    const res = await stats(t, csv, 'mean of revenue by region');
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.json.status).toBe('SUCCESS');
    expect(Object.keys(res.json.computed_value).sort((a, b) => a.localeCompare(b))).toEqual(['APAC', 'EU', 'LATAM', 'US']);
    // One more row passes the cells cap before the sandbox is called, with a 400 that names the cap.
    const over = await stats(t, `${csv}\nEU,1,1,1`, 'mean of revenue by region');
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'cells', max: STATS_LIMITS.maxCells });
    // 200,000 one-digit rows: reading them for a mean passes the cells cap...
    const tiny = `a\n${'1\n'.repeat(200_000)}`;
    const refused = await stats(t, tiny, 'mean of a');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'cells' });
    // ...while counting its rows reads no cell and answers.
    expect((await stats(t, tiny, 'how many rows')).json).toMatchObject({ status: 'SUCCESS', computed_value: 200_000 });
    // A file over 1 MB is refused at the upload.
    expect((await stats(t, `a\n${'1\n'.repeat(600_000)}`, 'how many rows')).status).toBe(413);
    const conditions = Array.from({ length: 33 }, (_, i) => `units > ${i}`).join(' and ');
    const tooMany = await stats(t, 'units\n1\n', `mean of units where ${conditions}`);
    expect(tooMany.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'conditions' });
  });

  it('records the verification in the log', async () => {
    const t = await newTenant();
    await stats(t, CSV, 'max of qty');
    await new Promise((r) => setTimeout(r, 50));
    const logs = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(logs.json.logs[0]).toMatchObject({ domain: 'STATS', is_verified: true });
  });
});
