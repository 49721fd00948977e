/** What the bench worker hands to group adapters (see groups.mjs `call`). */
export interface BenchEnv {
  /** The sandbox worker, started by scripts/bench.mjs in the same `wrangler dev` process. */
  SANDBOX?: Fetcher;
}

export interface BenchContext {
  env: BenchEnv;
  /** Wall clock. In local workerd it advances during CPU work (1 ms resolution), so only loop averages are meaningful. */
  now: () => number;
  /** One real call to the sandbox worker over the service binding; throws on anything but a successful run. */
  sandboxRun: (code: string, input: unknown, library: 'simple-statistics' | null) => Promise<unknown>;
}

export function createBenchContext(env: BenchEnv): BenchContext {
  return {
    env,
    now: () => performance.now(),
    async sandboxRun(code, input, library) {
      if (!env.SANDBOX) throw new Error('SANDBOX service binding missing: run with -c workers/sandbox/wrangler.toml');
      const response = await env.SANDBOX.fetch('http://sandbox/run', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, input, library }),
      });
      const body = (await response.json()) as { ok?: boolean; output?: unknown; error?: string; message?: string };
      if (response.status !== 200 || body.ok !== true) {
        throw new Error(`sandbox run failed: HTTP ${response.status} ${body.error ?? ''} ${body.message ?? ''}`.trim());
      }
      return body.output;
    },
  };
}
