import type { Context } from 'hono';
import type { AppEnv, AuditActor, Principal, ServiceDeps } from '../env.ts';

export type { ServiceDeps };

function actorOf(principal: Principal | undefined): AuditActor {
  if (!principal) return { type: 'anonymous', id: null };
  return principal.kind === 'api_key' ? { type: 'api_key', id: principal.apiKeyId } : { type: 'user', id: principal.userId };
}

/**
 * The request's dependencies, built the first time a handler asks (after authentication) and kept on the context. A
 * principal set later (a route authenticating after an earlier call) gives a fresh object, never a stale one.
 */
export function servicesFor(c: Context<AppEnv>): ServiceDeps {
  const principal = c.var.principal as Principal | undefined;
  const cached = c.var.services;
  if (cached && cached.principal === principal) return cached;
  const deps: ServiceDeps = {
    env: c.env,
    db: c.var.db,
    clock: c.var.clock,
    ids: c.var.ids,
    requestId: c.var.requestId,
    ip: c.req.header('cf-connecting-ip') ?? null,
    principal,
    orgId: principal?.orgId,
    actor: actorOf(principal),
    waitUntil: (work) => c.executionCtx.waitUntil(work),
  };
  c.set('services', deps);
  return deps;
}

/** The authenticated caller; services reached only behind authentication call this instead of asserting. */
export function principalOf(deps: ServiceDeps): Principal {
  if (!deps.principal) throw new Error('service called without an authenticated principal');
  return deps.principal;
}
