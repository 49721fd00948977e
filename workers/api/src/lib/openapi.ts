import { type Hook, OpenAPIHono, type RouteConfig, type RouteConfigToTypedResponse } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { ApiError, problemResponse } from '../errors.ts';

/** zod failures become one 400 problem listing each path and message (never the zod error object itself). */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const errors = result.error.issues.slice(0, 20).map((issue) => ({
    path: [result.target, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const detail = errors
    .map((e) => `${e.path}: ${e.message}`)
    .join('; ')
    .slice(0, 1000);
  return problemResponse(c, new ApiError('VALIDATION_ERROR', detail || 'Invalid request.', { extra: { errors } }));
};

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/**
 * An answer assembled at run time (the gateway's completion or stream), which TypeScript cannot prove is one of the
 * route's declared typed responses; the contract tests check the bodies against the OpenAPI document instead.
 */
export function asRouteResponse<R extends RouteConfig>(_route: R, response: Response): RouteConfigToTypedResponse<R> {
  // Boundary: Hono's typed responses are phantom types over the same Response object at run time.
  return response as unknown as RouteConfigToTypedResponse<R>;
}
