import { InputTooComplexError } from '@verdict/engines/budget.ts';
import type { CodeEngine } from '@verdict/engines/code/engine.ts';
import { MAX_CODE_LENGTH } from '@verdict/engines/code/limits.ts';
import { CodeTooLargeError, UnsupportedLanguageError } from '@verdict/engines/code/types.ts';

/** Upper bound on a POST /code/verify body: the code at its cap, JSON-escaped (up to 6 characters each), and the rest. */
const MAX_CODE_REQUEST_CHARS = 6 * MAX_CODE_LENGTH + 1_024;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export function parseCodeVerifyRequest(body: unknown): { code: string; language?: string } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.code !== 'string') return null;
  if (b.language !== undefined && typeof b.language !== 'string') return null;
  return typeof b.language === 'string' ? { code: b.code, language: b.language } : { code: b.code };
}

/**
 * POST /code/verify {code, language?} → the code engine (tree-sitter grammars live in this worker, not in the API's
 * bundle):
 *   200 {ok: true, result: CodeResult}
 *   200 {ok: false, error: 'unsupported_language' | 'code_too_large', message}        (the API answers 400)
 *   200 {ok: false, error: 'input_too_complex', limit, max, message}                  (a structural cap; 400)
 *   400 bad_request · 405 · 413 too_large · 503 engine_unavailable (no engine in this build)
 */
export async function handleCodeRequest(request: Request, engine: CodeEngine | null): Promise<Response> {
  if (request.method !== 'POST') return json({ ok: false, error: 'method_not_allowed', message: 'Use POST' }, 405);
  if (!engine) return json({ ok: false, error: 'engine_unavailable', message: 'No code engine in this build' }, 503);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_CODE_REQUEST_CHARS * 4) return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_CODE_REQUEST_CHARS) return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
    body = JSON.parse(text);
  } catch {
    return json({ ok: false, error: 'bad_request', message: 'Body must be JSON' }, 400);
  }
  const input = parseCodeVerifyRequest(body);
  if (!input) return json({ ok: false, error: 'bad_request', message: 'Expected {code: string, language?: string}' }, 400);
  try {
    return json({ ok: true, result: await engine.verifyCode(input) });
  } catch (error) {
    if (error instanceof UnsupportedLanguageError) return json({ ok: false, error: 'unsupported_language', message: error.message });
    if (error instanceof CodeTooLargeError) return json({ ok: false, error: 'code_too_large', message: error.message });
    if (error instanceof InputTooComplexError) {
      return json({ ok: false, error: 'input_too_complex', limit: error.limit, max: error.max, message: error.message });
    }
    throw error;
  }
}
