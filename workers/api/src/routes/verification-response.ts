import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { servicesFor } from '../services/deps.ts';
import type { EngineAdapter } from '../services/engine-runner.ts';
import { type AttestationOptions, completeVerification } from '../services/verification.ts';

/**
 * A verification route's work and answer: the engine adapter runs with the request's dependencies, the engine and
 * outcome are tagged for request metrics (before the tail, so a failed audit append is still attributed), then the
 * shared tail (log, audit, attestation) runs and its answer is sent.
 */
export async function respondWithVerification<Body>(
  c: Context<AppEnv>,
  engine: EngineAdapter<Body>,
  body: Body,
  request: { query: string; options?: AttestationOptions | undefined; latencyStart: number },
): Promise<Response> {
  const deps = servicesFor(c);
  const run = await engine.run(deps, body);
  const { outcome } = run;
  c.set('engine', outcome.engine);
  c.set('outcome', outcome.blocked ? 'blocked' : outcome.verified ? 'verified' : 'failure');
  const answer = await completeVerification(deps, run, request);
  return c.json(answer.body, answer.status as 200, answer.headers);
}
