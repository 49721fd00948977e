import * as z from 'zod';
import './openapi-zod.ts';

/** RFC 9457 problem details with a stable `code` extension; every error response of the API has this shape. */
export const Problem = z
  .object({
    type: z.string().openapi({ example: 'urn:verdict:problem:validation_error' }),
    title: z.string().openapi({ example: 'Bad Request' }),
    status: z.number().int().openapi({ example: 400 }),
    detail: z.string().openapi({ example: 'body.email: Invalid email address' }),
    code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
    request_id: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('Problem');

const problemContent = { 'application/problem+json': { schema: Problem } };

/** Shared error responses, spread into every route so the OpenAPI document lists them. */
export const errorResponses = {
  400: { description: 'Invalid request', content: problemContent },
  401: { description: 'Missing or invalid credential', content: problemContent },
  403: { description: 'Forbidden: role, scope, IP allowlist or another organization', content: problemContent },
  404: { description: 'Not found', content: problemContent },
  429: { description: 'Rate limited', content: problemContent },
  500: { description: 'Internal error (generic message, never exception text)', content: problemContent },
  503: { description: 'A dependency (rate limiter, sandbox, provider) is unavailable', content: problemContent },
} as const;

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
