import { readCsvHeader } from '@verdict/engines/stats/csv-scanner.ts';
import { encodeStatsPlanRequest, STATS_PLAN_MEDIA_TYPE } from '@verdict/engines/stats/plan-wire.ts';
import { preparePlan, STATS_LIMITS } from '@verdict/engines/stats/prepare-stats.ts';
import { describe, expect, it } from 'vitest';
import type { SandboxExecutor } from '../src/executor.ts';
import { handleSandboxRequest } from '../src/http-handler.ts';

// POST /stats/plan needs no QuickJS: an executor that must not be reached.
const noExecutor: SandboxExecutor = {
  run: () => Promise.reject(new Error('a plan must not reach the executor')),
  moduleLoads: 0,
};

async function call(body: unknown, method = 'POST'): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = new Request('http://sandbox/stats/plan', {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const response = await handleSandboxRequest(request, noExecutor);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function prepared(csv: string, query: string) {
  const p = preparePlan(csv, readCsvHeader(csv), query);
  if (!p) throw new Error(`not a plan: ${query}`);
  return { plan: p.translated.plan, table: p.table.wire };
}

describe('POST /stats/plan (translated stats queries, computed by the stats runtime in the sandbox worker)', () => {
  it('answers the runtime envelope with exact values', async () => {
    const res = await call(prepared('x,g\n0.1,a\n0.2,a\n12345678901234567890,b\n', 'sum of x'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, output: { kind: 'verdict-stats/1', value: { x: '12345678901234567890.3' }, used: 3 } });
    const median = await call(prepared('x\n3\n1\n2\n10\n', 'median of x'));
    expect(median.body).toMatchObject({ ok: true, output: { value: { v: 2.5, x: '2.5' } } });
  });

  it('answers the binary form the API sends exactly as the JSON form, and refuses a malformed one', async () => {
    const binary = async (bytes: Uint8Array) => {
      const request = new Request('http://sandbox/stats/plan', {
        method: 'POST',
        headers: { 'content-type': STATS_PLAN_MEDIA_TYPE },
        body: bytes,
      });
      const response = await handleSandboxRequest(request, noExecutor);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    for (const [csv, query] of [
      ['x,g\n0.1,a\n0.2,a\n12345678901234567890,b\n', 'sum of x'],
      ['x,y\n1,2.5\n-3,\n4.25,7\nn/a,1\n', 'correlation between x and y'],
      ['x\n3\n1\n2\n10\n', 'median of x'],
    ] as const) {
      const { plan, table } = prepared(csv, query);
      const viaBytes = await binary(encodeStatsPlanRequest(plan, table));
      expect(viaBytes.status).toBe(200);
      expect(viaBytes.body).toEqual((await call({ plan, table })).body);
    }
    expect((await binary(new Uint8Array([1, 0, 0, 0, 0x7b]))).status).toBe(400);
  });

  it('refuses a plan whose work bound is over the cap, and malformed requests', async () => {
    const { plan } = prepared('x\n1\n', 'mean of x');
    const rows = Math.ceil(STATS_LIMITS.maxWork / 3) + 1;
    // The work bound depends only on the plan and the row count, so a claimed row count over it is refused unread.
    expect((await call({ plan, table: { n: rows, columns: ['x'], cols: [null] } })).body).toMatchObject({ ok: false, error: 'timeout' });
    expect((await call({ plan, table: { n: 1, columns: ['x'], cols: [null] } })).body).toMatchObject({ ok: false, error: 'runtime' });
    expect((await call('not json')).status).toBe(400);
    expect((await call({ plan })).status).toBe(400);
    expect((await call({ plan: { ...plan, where: 'x' }, table: { n: 0, columns: [], cols: [] } })).status).toBe(400);
    expect((await call(null, 'GET')).status).toBe(405);
  });
});
