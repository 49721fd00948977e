import { type Hook, OpenAPIHono } from '@hono/zod-openapi';
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

type Security = Array<Record<string, string[]>>;
export const bearerSecurity: Security = [{ bearerAuth: [] }];
export const apiKeySecurity: Security = [{ apiKeyAuth: [] }];
export const agentSecurity: Security = [{ agentToken: [] }];
export const eitherSecurity: Security = [{ bearerAuth: [] }, { apiKeyAuth: [] }];
