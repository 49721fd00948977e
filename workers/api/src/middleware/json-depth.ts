import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

/** No request this API accepts needs deeper JSON; every recursive walk downstream (validation, guards, canonical JSON,
 * redaction, JSON.stringify) stays far from the stack limit below it. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text, found in one pass without parsing (strings are skipped). */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Refuses JSON bodies nested deeper than MAX_JSON_DEPTH with 400 INPUT_TOO_COMPLEX before anything parses or walks
 * them. Runs after the body-size limit; the text it reads is cached for the validators.
 */
export function jsonDepthLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !/json/i.test(c.req.header('content-type') ?? '')) return next();
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      return next(); // unreadable bodies are the validators' to refuse
    }
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw new ApiError('INPUT_TOO_COMPLEX', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`, {
        extra: { limit: 'nesting_depth', max: MAX_JSON_DEPTH },
      });
    }
    return next();
  });
}
