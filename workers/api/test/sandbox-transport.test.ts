import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/env.ts';
import { selectSandbox } from '../src/services/sandbox-transport.ts';

/** The sandbox is chosen by SANDBOX_MODE; a configured sandbox that fails is a failure, never a switch to the other. */
function select(overrides: Partial<Env>) {
  return selectSandbox({ ...env, ...overrides });
}

describe('sandbox selection by configuration', () => {
  it('local configuration: the sandbox Worker through the service binding', async () => {
    expect(env.SANDBOX_MODE).toBe('worker');
    const selection = select({});
    expect(selection.ok).toBe(true);
    if (!selection.ok) return;
    expect(selection.sandbox.mode).toBe('worker');
    const health = await selection.sandbox.fetch('/health');
    expect(health.status).toBe(200);
    const run = await selection.sandbox.fetch('/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: '6 * 7' }),
    });
    expect(await run.json()).toMatchObject({ ok: true, output: 42 });
  });

  it('container mode uses the container binding only: with containers disabled the call fails, the Worker is not tried', async () => {
    const selection = select({ SANDBOX_MODE: 'container' });
    expect(selection.ok).toBe(true);
    if (!selection.ok) return;
    expect(selection.sandbox.mode).toBe('container');
    // The service binding is present and healthy here, and still unused.
    expect((await env.SANDBOX?.fetch('http://sandbox/health'))?.status).toBe(200);
    await expect(selection.sandbox.fetch('/health')).rejects.toThrow();
  });

  it('container mode forwards the contract paths to an instance of the container class', async () => {
    const seen: string[] = [];
    const names: string[] = [];
    const namespace = {
      getByName(name: string) {
        names.push(name);
        return {
          fetch: async (request: Request) => {
            seen.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
            return Response.json({ ok: true, output: 1 });
          },
        };
      },
    } as unknown as NonNullable<Env['SANDBOX_CONTAINER']>; // a stand-in namespace: only getByName/fetch are used
    const selection = select({ SANDBOX_MODE: 'container', SANDBOX_CONTAINER: namespace, SANDBOX_CONTAINER_INSTANCES: '2' });
    if (!selection.ok) throw new Error(selection.reason);
    for (let i = 0; i < 20; i++) await selection.sandbox.fetch('/run', { method: 'POST', body: '{"code":"1"}' });
    expect(new Set(seen)).toEqual(new Set(['POST /run {"code":"1"}']));
    expect(new Set(names).size).toBeLessThanOrEqual(2);
    expect([...new Set(names)].every((n) => /^sandbox-[01]$/.test(n))).toBe(true);
  });

  it('a deadline bounds a container call whose stub does not answer', async () => {
    const namespace = {
      getByName: () => ({ fetch: () => new Promise<Response>(() => undefined) }),
    } as unknown as NonNullable<Env['SANDBOX_CONTAINER']>; // a stand-in namespace whose object never answers
    const selection = select({ SANDBOX_MODE: 'container', SANDBOX_CONTAINER: namespace });
    if (!selection.ok) throw new Error(selection.reason);
    await expect(selection.sandbox.fetch('/health', { signal: AbortSignal.timeout(50) })).rejects.toThrow();
  });

  it('a missing or unknown mode, or a mode without its binding, is reported, not replaced', () => {
    expect(select({ SANDBOX_MODE: undefined })).toMatchObject({ ok: false, mode: null });
    expect(select({ SANDBOX_MODE: 'quickjs' })).toMatchObject({ ok: false, mode: null });
    expect(select({ SANDBOX_MODE: 'worker', SANDBOX: undefined })).toMatchObject({ ok: false, mode: 'worker' });
    expect(select({ SANDBOX_MODE: 'container', SANDBOX_CONTAINER: undefined })).toMatchObject({ ok: false, mode: 'container' });
  });
});
