/**
 * Bench-only Worker (never deployed). Runs the packages' bench functions inside workerd, where the product runs:
 *   GET /bench            → the groups and whether each is available in this build
 *   GET /bench/<group>    → { group, results: { case: number }, unit, elapsed_ms }
 *   GET /bench-loop/attestation?case=<name>&n=<count>
 *                         → runs one attestation case (or its raw WebCrypto peer) `count` times and answers; the caller
 *                           reads the workerd threads' CPU around the request (bench/attestation-cpu.mjs), since clocks
 *                           inside workerd stop during CPU work
 * A group whose bench file did not exist when scripts/bench.mjs generated groups.generated.ts answers 200 with
 * `unavailable`; one that throws answers 500 with the error (this is a developer tool, never a caller-facing API).
 */
import { attestationCases, BENCH_VERIFICATION, type BenchSigner } from '../packages/attestation/src/bench.ts';
import { signStep } from '../workers/api/src/services/attestation-step.ts';
import type { ChainStep } from '../workers/api/src/services/engine-runner.ts';
import { type BenchEnv, createBenchContext } from './context.ts';
import { GROUPS } from './groups.generated.ts';
import { normalizeResults } from './normalize-results.ts';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body, null, 2), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** The benchmark's verification as an engine step, the form in which the API signs a verification. */
const BENCH_STEP: ChainStep = {
  outcome: {
    engine: BENCH_VERIFICATION.result.engine,
    verified: BENCH_VERIFICATION.result.verified,
    attestation: { status: BENCH_VERIFICATION.result.status, confidence: BENCH_VERIFICATION.result.confidence },
    subject: BENCH_VERIFICATION.text,
  },
  query: BENCH_VERIFICATION.text,
  proof: BENCH_VERIFICATION.proof,
};

/**
 * The API's signing path for one verification: services/attestations.ts signs each step with signStep, with a fresh id
 * per token of the form its id generator makes (`att_` and a UUID's hex digits; importing the generator would bring
 * the request middleware into this worker).
 */
const apiSigner: BenchSigner = (issuer, now) => () =>
  signStep(issuer, BENCH_STEP, { validityDays: 365, now: new Date(now), jti: `att_${crypto.randomUUID().replaceAll('-', '')}` });

/** Built on first use: keys generated and sample tokens signed once per isolate, outside every measured request. */
let attestationCasesOnce: ReturnType<typeof attestationCases> | undefined;

async function attestationLoop(url: URL): Promise<Response> {
  attestationCasesOnce ??= attestationCases(apiSigner);
  const { cases } = await attestationCasesOnce;
  const name = url.searchParams.get('case') ?? '';
  const count = Number(url.searchParams.get('n') ?? '0');
  const op = cases[name];
  if (!op || !Number.isInteger(count) || count < 0 || count > 100_000)
    return json({ error: 'unknown case or bad n', cases: Object.keys(cases) }, 400);
  for (let i = 0; i < count; i++) await op();
  return json({ case: name, n: count });
}

export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'GET') return json({ error: 'use GET' }, 405);
    if (url.pathname === '/bench-loop/attestation') return attestationLoop(url);
    if (url.pathname === '/bench' || url.pathname === '/bench/') {
      return json({
        groups: Object.entries(GROUPS).map(([group, g]) => ({
          group,
          suite: g.suite,
          unit: g.unit,
          source: g.source,
          available: !g.unavailable,
        })),
      });
    }
    const match = /^\/bench\/([a-z0-9_-]+)$/.exec(url.pathname);
    const group = match?.[1];
    const entry = group ? GROUPS[group] : undefined;
    if (!group || !entry) return json({ error: 'unknown group', groups: Object.keys(GROUPS) }, 404);
    if (entry.unavailable || !entry.run)
      return json({ group, unit: entry.unit, results: {}, unavailable: entry.unavailable ?? 'not built' });
    const started = performance.now();
    try {
      const raw = await entry.run(createBenchContext(env));
      const { results, unrecognised } = normalizeResults(raw);
      const elapsed_ms = Math.round(performance.now() - started);
      if (unrecognised) return json({ group, unit: entry.unit, results, error: unrecognised, elapsed_ms }, 500);
      return json({ group, unit: entry.unit, results, elapsed_ms });
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return json({ group, unit: entry.unit, results: {}, error: message.slice(0, 1000) }, 500);
    }
  },
};
