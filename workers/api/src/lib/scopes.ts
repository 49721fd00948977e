import type { Principal } from '../env.ts';

/** Every scope a credential can hold; `admin:all` implies all others. */
export const ALL_SCOPES = ['verify:read', 'agent:write', 'attestation:read', 'admin:all', 'metrics:read'] as const;

/**
 * The scrape credential's scope. A key holding nothing else is a metrics key: it reads /metrics* (also sent as
 * `Authorization: Bearer`, which is what Prometheus can send) and every other route refuses it, including the routes
 * that need no scope.
 */
export const METRICS_SCOPE = 'metrics:read';

/** Whether a credential's scopes are exactly the metrics scope (a scrape key that can do nothing else). */
function isMetricsOnly(scopes: readonly string[]): boolean {
  return scopes.length > 0 && scopes.every((s) => s === METRICS_SCOPE);
}

/** Whether `principal` holds `scope` (directly or through `admin:all`). */
export function holdsScope(principal: Pick<Principal, 'scopes'>, scope: string): boolean {
  return principal.scopes.includes(scope) || principal.scopes.includes('admin:all');
}

/**
 * What stops a credential from calling a route that needs `required`: a metrics-only key off the metrics routes, or the
 * first required scope it does not hold; null when nothing does. One check, in the order the errors are reported.
 */
export function scopeShortfall(
  principal: Pick<Principal, 'scopes'>,
  required: readonly string[],
  metricsRoute: boolean,
): { metricsOnly: true } | { missing: string } | null {
  if (!metricsRoute && isMetricsOnly(principal.scopes)) return { metricsOnly: true };
  const missing = required.find((scope) => !holdsScope(principal, scope));
  return missing === undefined ? null : { missing };
}

/** The scopes of `wanted` that `principal` does not hold: a credential can never hand out more than it has. */
export function scopesBeyond(principal: Pick<Principal, 'scopes'>, wanted: readonly string[]): string[] {
  return wanted.filter((scope) => !holdsScope(principal, scope));
}

/** A signed-in user holds every scope; `admin:all` only as owner or admin. */
export function roleScopes(role: Principal['role']): string[] {
  return role === 'owner' || role === 'admin' ? [...ALL_SCOPES] : ALL_SCOPES.filter((s) => s !== 'admin:all');
}
