import type { Principal, ServiceDeps } from '../env.ts';

export type { ServiceDeps };

/** The authenticated caller; services reached only behind authentication call this instead of asserting. */
export function principalOf(deps: ServiceDeps): Principal {
  if (!deps.principal) throw new Error('service called without an authenticated principal');
  return deps.principal;
}
