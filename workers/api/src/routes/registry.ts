import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentRegistry, jwks, revocationList } from '../services/attestations.ts';

/** Public documents for offline verification: no credential, outside /v1 (DECISIONS: HTTP and errors). */
export const registryRouter = new Hono<AppEnv>()
  .get('/registry/issuers.json', async (c) => c.json(await currentRegistry(c.env, c.var.clock.now().getTime()), 200, { 'cache-control': 'public, max-age=300' }))
  // Short cache: a revocation must reach offline verifiers quickly.
  .get('/registry/revocations.json', async (c) => c.json(await revocationList(c.env, c.var.clock.now().getTime()), 200, { 'cache-control': 'public, max-age=60' }))
  .get('/.well-known/jwks.json', async (c) => c.json(await jwks(c.env, c.var.clock.now().getTime()), 200, { 'cache-control': 'public, max-age=300' }));
