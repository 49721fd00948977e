import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { currentSpan, withSpan } from '../lib/tracing.ts';

const ENGINE_PATH = /^\/v1\/(?:verify\/([a-z_]+)|agents\/[^/]+\/(verify))$/;

/**
 * An internal span `engine <name>` around each verification route (and an agent's verify step), so a trace reads
 * request → engine → sandbox / D1 / Durable Object calls. Engines stay free of tracing code; without a traced request
 * this is one check.
 */
export function engineSpan() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = currentSpan() ? ENGINE_PATH.exec(c.req.path) : null;
    if (!match) return next();
    const engine = match[1] ?? 'agent';
    await withSpan(`engine ${engine}`, 1, { 'verdict.engine': engine }, () => next());
  });
}
