import { createDatabase } from '@verdict/db';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Clock, IdGenerator } from '../env.ts';
import { withDeadlines } from '../lib/bindings.ts';

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { next: (prefix) => `${prefix}_${crypto.randomUUID().replaceAll('-', '')}` };

/**
 * Request id (the caller's `X-Request-Id` is echoed when it is sane), the bindings with deadlines (lib/bindings.ts), the
 * database handle, the clock and the id generator. Clock and ids are injected so tests can replace them.
 */
export function requestContext(deps: { clock?: Clock; ids?: IdGenerator } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    // Hono keeps the bindings on a plain field; everything downstream (routes, services, deps.env) sees these.
    c.env = withDeadlines(c.env);
    c.set('db', createDatabase(c.env.DB));
    c.set('clock', deps.clock ?? systemClock);
    c.set('ids', deps.ids ?? randomIds);
    await next();
    c.res.headers.set('x-request-id', requestId);
  });
}
