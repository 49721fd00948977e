import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { servicesFor } from '../services/deps.ts';
import type { EngineRun } from '../services/engine-runner.ts';
import { type AttestationOptions, completeVerification, outcomeWord } from '../services/verification.ts';

/**
 * The HTTP answer of a verification route: the engine and outcome are tagged for request metrics first (so a failed
 * audit append is still attributed), then the shared tail (log, audit, attestation) runs and its answer is sent.
 */
export async function respondWithVerification(
  c: Context<AppEnv>,
  run: EngineRun,
  request: { query: string; options?: AttestationOptions | undefined; latencyStart: number },
): Promise<Response> {
  c.set('engine', run.outcome.engine);
  c.set('outcome', outcomeWord(run.outcome));
  const answer = await completeVerification(servicesFor(c), run, request);
  return c.json(answer.body, answer.status as 200, answer.headers);
}
