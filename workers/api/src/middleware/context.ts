import { createMiddleware } from 'hono/factory';
import { createDatabase } from '@verdict/db';
import type { AppEnv, Clock, IdGenerator } from '../env.ts';

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { next: (prefix) => `${prefix}_${crypto.randomUUID().replaceAll('-', '')}` };

/**
 * Request id (the caller's `X-Request-Id` is echoed when it is sane), the database handle, the clock and the id
 * generator. Clock and ids are injected so tests can replace them.
 */
export function requestContext(deps: { clock?: Clock; ids?: IdGenerator } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('db', createDatabase(c.env.DB));
    c.set('clock', deps.clock ?? systemClock);
    c.set('ids', deps.ids ?? randomIds);
    await next();
    c.res.headers.set('x-request-id', requestId);
  });
}
