import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The container entry runs as a real child process (Node 22.18+ strips TypeScript types itself).
const serverPath = fileURLToPath(new URL('../src/server.ts', import.meta.url));
let child: ChildProcess;
let base = '';

beforeAll(async () => {
  child = spawn(process.execPath, [serverPath], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 20_000);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on ([\d.]+):(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(`http://${m[1]}:${m[2]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
});

afterAll(() => {
  if (child.pid !== undefined && child.exitCode === null) child.kill('SIGTERM');
});

async function run(body: unknown) {
  const res = await fetch(`${base}/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('sandbox Node server', () => {
  it('answers /health after a real evaluation', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', engine: 'quickjs' });
  });

  it('runs a program with input and simple-statistics', async () => {
    const r = await run({ code: 'ss.median(input.xs)', input: { xs: [5, 1, 3] }, library: 'simple-statistics' });
    expect(r).toMatchObject({ status: 200, body: { ok: true, output: 3 } });
  });

  it('reports program failures as 200 with a stable code', async () => {
    expect(await run({ code: 'while (true) {}' })).toMatchObject({ status: 200, body: { ok: false, error: 'timeout' } });
    expect(await run({ code: 'process.exit(1)' })).toMatchObject({ status: 200, body: { ok: false, error: 'runtime' } });
    expect(await run({ code: '1 + 1' })).toMatchObject({ status: 200, body: { ok: true, output: 2 } });
  });

  it('rejects malformed requests', async () => {
    expect((await run({ code: 42 })).status).toBe(400);
    expect((await run({ code: '1', library: 'lodash' })).status).toBe(400);
    const bad = await fetch(`${base}/run`, { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${base}/run`)).status).toBe(405);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
