import { describe, expect, it } from 'vitest';

/**
 * The sandbox's HTTP contract (README.md), as one suite that runs against every entry over real HTTP: the Node server
 * started from source, the container image's files run the way its CMD runs them, and the Worker entry under
 * `wrangler dev`. The API treats every entry the same way, so every entry must give the same answers.
 */

type Json = Record<string, unknown>;

const LEAKS = /quickjs|wasm|at \w+ \(|\.c:|ReferenceError|InternalError|\/etc\/passwd/i;

export function sandboxContractSuite(label: string, base: () => string): void {
  async function run(body: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${base()}/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function expectOutput(body: Json, output: unknown) {
    const r = await run(body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true });
    expect(r.body.output).toEqual(output);
  }

  async function expectFailure(body: Json, error: string) {
    const r = await run(body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ ok: false, error });
    expect(typeof r.body.message).toBe('string');
    expect(String(r.body.message)).not.toMatch(LEAKS);
  }

  describe(`sandbox HTTP contract: ${label}`, () => {
    it('GET /health answers after a real evaluation', async () => {
      const res = await fetch(`${base()}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', engine: 'quickjs' });
      expect((await fetch(`${base()}/health`, { method: 'POST', body: '{}' })).status).toBe(405);
    });

    it('returns the completion value, or the global `result` binding', async () => {
      await expectOutput({ code: '1 + 2' }, 3);
      await expectOutput({ code: '({a: [1, "x", null], b: {c: true}})' }, { a: [1, 'x', null], b: { c: true } });
      await expectOutput({ code: 'let result = {v: 7}; 99' }, { v: 7 });
      await expectOutput({ code: 'Promise.resolve(4).then(x => x * 2)' }, 8);
    });

    it('passes input as data and provides simple-statistics only when asked', async () => {
      await expectOutput({ code: 'input.rows.map(r => r.x * 2)', input: { rows: [{ x: 1 }, { x: 4 }] } }, [2, 8]);
      const stats = await run({
        code: '({ mean: ss.mean(input), median: ss.median(input), sd: ss.sampleStandardDeviation(input) })',
        input: [2, 4, 4, 4, 5, 5, 7, 9],
        library: 'simple-statistics',
      });
      expect(stats.body).toMatchObject({ ok: true, output: { mean: 5, median: 4.5 } });
      expect((stats.body.output as Json).sd).toBeCloseTo(2.138089935299395, 12);
      await expectOutput({ code: 'typeof ss' }, 'undefined');
      await expectOutput({ code: 'typeof ss', library: null }, 'undefined');
    });

    it('bounds CPU with the instruction budget, and memory with the heap limit', async () => {
      await expectFailure({ code: 'while (true) {}' }, 'timeout');
      await expectFailure({ code: 'for (;;) { try { while (true) {} } catch (e) {} }' }, 'timeout');
      await expectFailure({ code: '({ get x() { while (true) {} } })' }, 'timeout');
      await expectFailure({ code: "let s = 'x'; while (true) s = s + s;" }, 'memory');
      await expectOutput({ code: '40 + 2' }, 42);
    });

    it('exposes no host capabilities', async () => {
      await expectOutput(
        {
          code: `[typeof fetch, typeof process, typeof require, typeof WebAssembly, typeof setTimeout, typeof console,
                  typeof XMLHttpRequest, typeof module]`,
        },
        Array(8).fill('undefined'),
      );
      for (const code of [
        'fetch("https://example.com")',
        "globalThis.constructor.constructor('return process')().env",
        "import('node:child_process').then(m => m.execSync('id'))",
      ]) {
        await expectFailure({ code }, 'runtime');
      }
    });

    it('classifies failures with stable codes and generic messages', async () => {
      await expectFailure({ code: 'let = = 1' }, 'syntax');
      await expectFailure({ code: 'JSON.parse("{")' }, 'runtime');
      await expectFailure({ code: 'throw new Error("secret /etc/passwd")' }, 'runtime');
      await expectFailure({ code: 'Promise.reject(new Error("no"))' }, 'runtime');
      await expectFailure({ code: 'function f() { return f() + 1 } f()' }, 'runtime');
      await expectFailure({ code: "'x'.repeat(300 * 1024)" }, 'output_too_large');
      await expectFailure({ code: 'undefined' }, 'invalid_output');
      await expectFailure({ code: 'const o = {}; o.self = o; o' }, 'invalid_output');
      await expectFailure({ code: `/*${'x'.repeat(70 * 1024)}*/ 1` }, 'input_too_large');
    });

    it('keeps no state between runs and answers concurrent runs correctly', async () => {
      await run({ code: 'globalThis.leak = 1; Array.prototype.evil = 1; 0' });
      await expectOutput({ code: '[typeof leak, typeof [].evil]' }, ['undefined', 'undefined']);
      const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run({ code: `${n} * 10` })));
      expect(results.map((r) => r.body.output)).toEqual([10, 20, 30, 40, 50]);
    });

    it('POST /sql/verify judges PostgreSQL queries with PostgreSQL itself (PGlite ships with every entry)', async () => {
      const schema_ddl = 'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);';
      const verify = async (query: string) => {
        const res = await fetch(`${base()}/sql/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, schema_ddl, dialect: 'postgresql', mode: 'full' }),
        });
        expect(res.status).toBe(200);
        return (await res.json()) as { ok: boolean; result: { status: string; issues: { code: string }[] } };
      };
      const valid = await verify('SELECT name, COUNT(*) FROM users GROUP BY name');
      expect(valid).toMatchObject({ ok: true, result: { status: 'VALID' } });
      const invalid = await verify('SELECT nme FROM users');
      expect(invalid.result.status).toBe('INVALID');
      expect(invalid.result.issues.map((i) => i.code)).toContain('UNKNOWN_COLUMN');
    }, 120_000);

    it('POST /code/verify analyses code with the same grammars in every entry', async () => {
      const res = await fetch(`${base()}/code/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'import os\nos.system(input())\n', language: 'python' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, result: { is_safe: false, language: 'python', analysis: 'complete' } });
    }, 120_000);

    it('POST /stats/plan computes a translated stats query exactly in every entry', async () => {
      // 'median of x' over 0.1, 0.25 and 12345678901234567890 (the plan and typed table the API sends; m / 10^2).
      const plan = { where: null, groupBy: null, agg: { kind: 'numeric', fn: 'median', c: 0 } };
      const table = {
        n: 3,
        columns: ['x'],
        cols: [{ num: { s: 2, m: [10, 25, '1234567890123456789000'], bad: [], big: [2], numbers: 3 } }],
      };
      const res = await fetch(`${base()}/stats/plan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ plan, table }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, output: { kind: 'verdict-stats/1', value: { x: '0.25' }, used: 3 } });
    });

    it('rejects malformed requests with HTTP errors', async () => {
      for (const body of [{ code: 42 }, { code: '' }, { code: '1', library: 'lodash' }, [1], null]) {
        const r = await run(body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body).toMatchObject({ ok: false, error: 'bad_request' });
      }
      const notJson = await fetch(`${base()}/run`, { method: 'POST', body: '{not json' });
      expect(notJson.status).toBe(400);
      expect((await fetch(`${base()}/run`)).status).toBe(405);
      expect((await fetch(`${base()}/nope`)).status).toBe(404);
      const huge = await fetch(`${base()}/run`, { method: 'POST', body: 'x'.repeat(41 * 1024 * 1024) });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ ok: false, error: 'too_large' });
    });
  });
}
