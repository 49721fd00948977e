import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { type AuthRequirement, authRequirements } from '../middleware/auth.ts';

const SCHEME: Record<string, string> = { api_key: 'apiKeyAuth', bearer: 'bearerAuth' };
/** Hono wraps handlers of sub-apps that have their own error handler and keeps the original under this key. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

type Operation = Record<string, unknown> & { description?: string; security?: unknown };

/** Each route's requirement, read from the `requireAuth` middleware it actually runs: what is documented is enforced. */
function requirementsByRoute(app: OpenAPIHono<AppEnv>): Map<string, AuthRequirement> {
  const found = new Map<string, AuthRequirement>();
  for (const route of app.routes) {
    // Hono keeps the middleware a composed handler wraps under a property its types do not declare.
    const composed: unknown = Reflect.get(route.handler, COMPOSED_HANDLER);
    const requirement =
      authRequirements.get(route.handler) ?? (typeof composed === 'function' ? authRequirements.get(composed) : undefined);
    if (!requirement) continue;
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    found.set(`${route.method.toLowerCase()} ${path}`, requirement);
  }
  return found;
}

function describe(requirement: AuthRequirement): string {
  const kinds = requirement.kinds.map((k) => (k === 'api_key' ? 'X-API-Key' : 'Authorization: Bearer')).join(' or ');
  const scopes = requirement.scopes?.length ? `scope ${requirement.scopes.join(' and ')} (admin:all satisfies any scope)` : 'no scope';
  const roles = requirement.roles ? `; user role ${requirement.roles.join(', ')}` : '';
  const metrics = requirement.metricsKey ? ' An API key with the scope metrics:read may also be sent as Authorization: Bearer.' : '';
  return `Credential: ${kinds}; ${scopes}${roles}.${metrics}`;
}

/**
 * Writes every operation's credential, scopes and roles into the OpenAPI document: `security` lists each accepted
 * scheme with the required scopes (OpenAPI 3.1 allows role names for non-OAuth schemes), `x-required-scopes` and
 * `x-required-roles` repeat them for tools, and the description says it in words. Operations without `requireAuth`
 * keep what their route declares (agent-token routes) or are marked public (`security: []`).
 */
export function documentRouteSecurity(app: OpenAPIHono<AppEnv>) {
  let requirements: Map<string, AuthRequirement> | null = null;
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    requirements ??= requirementsByRoute(app);
    const doc = (await c.res.json()) as { paths?: Record<string, Record<string, Operation>> };
    for (const [path, operations] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const requirement = requirements.get(`${method} ${path}`);
        if (requirement) {
          const scopes = [...(requirement.scopes ?? [])];
          operation.security = requirement.kinds.map((kind) => ({ [SCHEME[kind] ?? kind]: scopes }));
          operation['x-required-scopes'] = scopes;
          if (requirement.roles) operation['x-required-roles'] = [...requirement.roles];
          operation.description = [operation.description, describe(requirement)].filter(Boolean).join('\n\n');
        } else if (!operation.security) {
          operation.security = [];
          operation['x-required-scopes'] = [];
        } else {
          operation['x-required-scopes'] = [];
        }
      }
    }
    c.res = new Response(JSON.stringify(doc), { status: 200, headers: c.res.headers });
  });
}
